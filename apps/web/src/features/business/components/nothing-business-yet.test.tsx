import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nothingMarkedBusiness, NothingBusinessYetCard } from './nothing-business-yet.tsx';

afterEach(cleanup);

const empty = { income: [], expenses: [], notInProfitAndLoss: [], uncategorisedCount: 0 };
const personal = [{ businessPersonal: 'personal' }, { businessPersonal: null }];

describe('Business Books for a user who has marked nothing Business', () => {
  it('says so only while no account is Business and the period holds no business row', () => {
    expect(nothingMarkedBusiness(personal, empty)).toBe(true);
    expect(nothingMarkedBusiness([...personal, { businessPersonal: 'business' }], empty)).toBe(false);
    // A transaction marked Business on a personal account is enough.
    expect(nothingMarkedBusiness(personal, { ...empty, uncategorisedCount: 1 })).toBe(false);
    expect(
      nothingMarkedBusiness(personal, {
        ...empty,
        expenses: [{ category: 'office_supplies', label: 'Office Supplies', cents: 1200 }] as never,
      }),
    ).toBe(false);
  });

  it('points to where Business is chosen', () => {
    render(
      <MemoryRouter>
        <NothingBusinessYetCard />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Nothing is marked Business yet' });
    expect(card.textContent).toContain('Its money then shows here.');
    expect(screen.getByRole('link', { name: 'Linked Accounts' }).getAttribute('href')).toBe(
      '/linked-accounts',
    );
    expect(screen.getByRole('link', { name: 'All Transactions' }).getAttribute('href')).toBe('/transactions');
  });
});
