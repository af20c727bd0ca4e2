import type { Coverage } from '../route-coverage.ts';
import { each, get, q } from './helpers.ts';

/** Cross-user rows: the review inbox (issue 35). */
export const REVIEW_ROWS: Record<string, Coverage> = {
  // The caller's own rows only, whatever the query names.
  'GET /api/review': {
    probes: (ids) => [
      get('/api/review'),
      get('/api/review?scope=business'),
      get('/api/review?scope=personal&limit=100'),
      get(`/api/review?userId=${q(ids.a.userId)}`, 'own_only', 'query userId (ignored by a read)'),
    ],
  },
  // A's row is a 404 with an answer that would be valid on B's own row, applied to its payee too.
  'POST /api/review/:transactionId': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :transactionId',
        method: 'POST',
        path: `/api/review/${q(id)}`,
        body: { businessUse: 'business', businessCategory: 'office_supplies', applyToSimilar: true },
        expect: 'not_found',
      })),
  },
};
