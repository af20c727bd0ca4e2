import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScheduleCSubscriptions } from './schedule-c-subscriptions.tsx';

afterEach(cleanup);

describe('ScheduleCSubscriptions (issue 24)', () => {
  it('says what business subscriptions cost a year on each line', () => {
    render(
      <ScheduleCSubscriptions
        lines={[
          {
            line: '18',
            label: 'Office expense',
            yearlyCents: 89988,
            deductibleCents: 89988,
            items: [
              { streamId: 'a', name: 'Adobe', yearlyCents: 71988 },
              { streamId: 'b', name: 'Figma', yearlyCents: 18000 },
            ],
          },
        ]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Business subscriptions: $899.88 a year on line 18');
    expect(item.textContent).toContain('Office expense: Adobe, Figma');
  });

  it('shows nothing without business subscriptions', () => {
    const { container } = render(<ScheduleCSubscriptions lines={[]} />);
    expect(container.textContent).toBe('');
  });
});
