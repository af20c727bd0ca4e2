import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamFixture } from '../lib/stream-fixture.ts';
import { RecurringRow } from './recurring-row.tsx';

afterEach(cleanup);

describe('RecurringRow business badge (issue 24)', () => {
  it('marks a business subscription "Business" and a personal one not', () => {
    // The rows link to the transactions screen and ask the API for refund changes.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ul>
            <RecurringRow
              stream={streamFixture({
                id: 'rs_figma',
                name: 'Figma',
                merchant: 'Figma',
                businessUse: 'business',
                businessCategory: 'software_and_cloud_services',
              })}
              onDecide={vi.fn()}
            />
            <RecurringRow stream={streamFixture()} onDecide={vi.fn()} />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(within(screen.getByRole('listitem', { name: 'Figma' })).getByText('Business')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Netflix' })).queryByText('Business')).toBeNull();
  });
});
