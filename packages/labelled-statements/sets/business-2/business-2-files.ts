/**
 * business-2's files as its generator writes them: the two statements (Wells Fargo's and Capital One's own
 * export shapes), the labels, and the Schedule C they add up to (kit/business-set-files.ts), which the API test
 * (apps/server/src/routes/business/business-2.api.test.ts) compares with the server.
 */
import { businessSetFiles } from '../../kit/business-set-files';
import { businessChecking } from './business-checking';
import { card } from './card';

export function businessTwoFiles(): [string, string][] {
  return businessSetFiles(
    [
      ['business-checking.csv', 'wells-fargo', businessChecking()],
      ['card.csv', 'capital-one', card()],
    ],
    { from: '2026-01-01', to: '2026-11-30' },
  );
}
