import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReviewItem, ReviewResponse } from '@tourniquet/domain/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCountLink } from './review-count-link.tsx';
import { ReviewScreen } from './review-screen.tsx';

const ETSY: ReviewItem = {
  transactionId: 't-etsy',
  date: '2026-04-02',
  description: 'ETSY INC PAYOUT',
  amountCents: -90000,
  suggested: { personalCategory: null, businessUse: 'business', businessCategory: 'Service Sales' },
  confidence: 'medium',
  impactCents: 160000,
  reason: 'Service Sales: suggested from the payee and its category, not yet confirmed',
  payee: 'Etsy',
  accountName: 'Business checking',
  similarCount: 3,
};
const SHOP: ReviewItem = {
  transactionId: 't-shop',
  date: '2026-03-05',
  description: 'ZORBLAX GOODS',
  amountCents: 4500,
  suggested: {
    personalCategory: {
      primary: 'GENERAL_MERCHANDISE',
      detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
    },
    businessUse: 'personal',
    businessCategory: null,
  },
  confidence: 'low',
  impactCents: 7500,
  reason: 'Other General Merchandise: a guess: a purchase from a merchant we do not know',
  payee: 'Zorblax Goods',
  accountName: 'Personal card',
  similarCount: 1,
};

/** A fake server: the inbox as `pages` says (one per GET), the accounts given, and every POST recorded. */
function serve(
  pages: (ReviewResponse | 'fail')[],
  path = '/to-review',
  accounts: { id: string; businessPersonal: 'personal' | 'business' | null }[] | null = null,
) {
  const posts: { url: string; body: unknown }[] = [];
  let gets = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ changed: 2 });
      }
      if (url === '/api/accounts' && accounts) return Response.json({ accounts });
      if (url.startsWith('/api/review')) {
        const page = pages[Math.min(gets, pages.length - 1)]!;
        gets += 1;
        return page === 'fail'
          ? Response.json({ error: { code: 'boom', message: 'Broken' } }, { status: 500 })
          : Response.json(page);
      }
      return Response.json({}, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ReviewScreen />
        <ReviewCountLink scope="all" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { posts, urls: () => (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0]) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('To review', () => {
  it('says when it is loading, then shows one card with the suggestion chosen and apply-to-all on', async () => {
    serve([{ items: [ETSY, SHOP], remaining: 0 }]);
    expect(screen.getByText('Loading the rows to review...')).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Etsy', level: 2 });
    expect(heading).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Zorblax Goods' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Etsy' })).getByText('2 to review')).toBeTruthy();
    expect(screen.getByText('$900.00')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Business' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Service Sales/ }) as HTMLInputElement).checked).toBe(true);
    const apply = screen.getByRole('checkbox', { name: 'Apply to all 3 rows from this payee' });
    expect((apply as HTMLInputElement).checked).toBe(true);
    // The dashboard's count link says the same number and leads here.
    expect(screen.getByRole('link', { name: /2 to review/ }).getAttribute('href')).toBe('/to-review');
  });

  it('posts a corrected answer for the payee, shows the next card, and Undo re-posts what the row held', async () => {
    const { posts } = serve([
      { items: [ETSY, SHOP], remaining: 0 },
      { items: [SHOP], remaining: 0 },
    ]);
    await screen.findByRole('heading', { name: 'Etsy' });
    fireEvent.click(screen.getByRole('radio', { name: 'Product Sales' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await screen.findByRole('heading', { name: 'Zorblax Goods' });
    expect(posts[0]).toEqual({
      url: '/api/review/t-etsy',
      body: { businessUse: 'business', businessCategory: 'Product Sales', applyToSimilar: true },
    });
    expect(screen.getByRole('status', { name: 'Last answer' }).textContent).toContain(
      'Saved. Etsy: Business, Product Sales (and 2 more rows).',
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Zorblax Goods'));

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByRole('heading', { name: 'Etsy' });
    expect(posts[1]).toEqual({
      url: '/api/review/t-etsy',
      body: { businessUse: 'business', businessCategory: 'Service Sales', applyToSimilar: true },
    });
  });

  it('answers Personal with the chosen category, or Business on no line', async () => {
    const { posts } = serve([{ items: [SHOP, ETSY], remaining: 0 }], '/to-review', [
      { id: 'a1', businessPersonal: 'business' },
    ]);
    await screen.findByRole('heading', { name: 'Zorblax Goods' });
    await screen.findByRole('group', { name: 'Business or personal' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      businessUse: 'personal',
      personalCategory: SHOP.suggested.personalCategory,
      applyToSimilar: true,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Business' }));
    fireEvent.click(screen.getByRole('radio', { name: /Not on any line/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toEqual({ businessUse: 'business', businessCategory: null, applyToSimilar: true });
  });

  it('asks Business or personal of a user with a business account, and only the category of one without', async () => {
    serve([{ items: [SHOP], remaining: 0 }], '/to-review', [{ id: 'a1', businessPersonal: 'personal' }]);
    await screen.findByRole('heading', { name: 'Zorblax Goods' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/accounts', expect.anything()));
    expect(screen.queryByRole('group', { name: 'Business or personal' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Business' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    serve([{ items: [SHOP], remaining: 0 }], '/to-review', [{ id: 'a2', businessPersonal: 'business' }]);
    await screen.findByRole('heading', { name: 'Zorblax Goods' });
    expect(await screen.findByRole('group', { name: 'Business or personal' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Personal' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when nothing waits, and hides the count link', async () => {
    serve([{ items: [], remaining: 0 }], '/to-review?scope=business');
    await screen.findByText('Nothing to review');
    expect(screen.getByRole('link', { name: 'Business' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: /to review/ })).toBeNull();
  });

  it('asks for the scope it shows, and says when the rows could not load, with a retry', async () => {
    const { urls } = serve(['fail'], '/to-review?scope=personal');
    await screen.findByText('There was an error loading the rows to review. Please try again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(urls()).toContain('/api/review?scope=personal&limit=20');
  });
});
