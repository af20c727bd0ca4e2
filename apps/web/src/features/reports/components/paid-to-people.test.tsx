import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { CashFlowSummary } from './cash-flow-summary.tsx';
import { EarningsVsSpending } from './earnings-vs-spending.tsx';

afterEach(cleanup);

const cashFlow = (
  paidToPeople: ReportSummary['cashFlow']['paidToPeople'],
  receivedFromPeople: ReportSummary['cashFlow']['receivedFromPeople'] = { inCents: 0, count: 0 },
): ReportSummary['cashFlow'] => ({
  earnings: { totalCents: 0, categories: [] },
  spending: { totalCents: 5420, categories: [] },
  netIncomeCents: -5420,
  verdict: 'You spent more than you earned.',
  internalMovements: { inCents: 0, outCents: 30000 },
  paidToPeople,
  receivedFromPeople,
});

describe('Paid to people (issue 36)', () => {
  it('is its own line on My Spending, apart from money moved, and opens its rows', () => {
    const onDrillMoved = vi.fn();
    const onDrillPeople = vi.fn();
    render(
      <CashFlowSummary
        cashFlow={cashFlow({ outCents: 186000, count: 4 })}
        onDrill={() => {}}
        onDrillMoved={onDrillMoved}
        onDrillPeople={onDrillPeople}
      />,
    );
    const people = screen.getByRole('button', { name: /^Paid to people: / });
    expect(people.getAttribute('aria-label')).toBe(
      'Paid to people: $1,860.00, 4 payments, not spending until you say what it paid for. View transactions',
    );
    // Money moved between the user's accounts shows only its own figure.
    const moved = screen.getByRole('button', { name: /^Moved between your accounts: / });
    expect(moved.textContent).toContain('$300.00');
    expect(moved.textContent).not.toContain('$1,860.00');
    fireEvent.click(people);
    expect(onDrillPeople).toHaveBeenCalledExactlyOnceWith('people');
    expect(onDrillMoved).not.toHaveBeenCalled();
  });

  it('is not shown when nothing was paid to people', () => {
    render(
      <CashFlowSummary
        cashFlow={cashFlow({ outCents: 0, count: 0 })}
        onDrill={() => {}}
        onDrillMoved={() => {}}
        onDrillPeople={() => {}}
      />,
    );
    expect(screen.queryByText('Paid to people')).toBeNull();
    expect(screen.getByText('Moved between your accounts')).toBeTruthy();
  });

  it('links from Earnings vs Spending to its rows', () => {
    render(
      <MemoryRouter>
        <EarningsVsSpending cashFlow={cashFlow({ outCents: 4000, count: 1 })} criteriaQuery="period=30" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^Paid to people: \$40\.00, 1 payment, / });
    expect(link.getAttribute('href')).toBe('/financial-status?period=30&flow=people');
  });

  it('shows money received from people on a line of its own, apart from money moved, opening its rows', () => {
    const onDrillPeople = vi.fn();
    render(
      <CashFlowSummary
        cashFlow={cashFlow({ outCents: 0, count: 0 }, { inCents: 45000, count: 2 })}
        onDrill={() => {}}
        onDrillMoved={() => {}}
        onDrillPeople={onDrillPeople}
      />,
    );
    expect(screen.queryByText('Paid to people')).toBeNull();
    const received = screen.getByRole('button', { name: /^Received from people: / });
    expect(received.getAttribute('aria-label')).toBe(
      'Received from people: $450.00, 2 payments, not earnings until you say what it was for. View transactions',
    );
    const moved = screen.getByRole('button', { name: /^Moved between your accounts: / });
    expect(moved.textContent).not.toContain('$450.00');
    fireEvent.click(received);
    expect(onDrillPeople).toHaveBeenCalledExactlyOnceWith('received');
  });

  it('links from Earnings vs Spending to the rows received from people', () => {
    render(
      <MemoryRouter>
        <EarningsVsSpending
          cashFlow={cashFlow({ outCents: 0, count: 0 }, { inCents: 2500, count: 1 })}
          criteriaQuery="period=30"
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^Received from people: \$25\.00, 1 payment, / });
    expect(link.getAttribute('href')).toBe('/financial-status?period=30&flow=received');
  });
});
