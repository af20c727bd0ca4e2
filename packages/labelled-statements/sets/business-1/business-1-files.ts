/**
 * business-1's files as its generator writes them: the two statements (Chase's own export shapes), the
 * labels, and the Schedule C they add up to (kit/business-set-files.ts), which the API test
 * (apps/server/src/routes/business/business-1.api.test.ts) compares with the server.
 */
import { businessSetFiles } from '../../kit/business-set-files';
import { businessChecking, personalCard } from './studio';

export function businessOneFiles(): [string, string][] {
  return businessSetFiles(
    [
      ['business-checking.csv', 'chase-checking', businessChecking()],
      ['personal-card.csv', 'chase-card', personalCard()],
    ],
    { from: '2026-01-01', to: '2026-11-30' },
  );
}
