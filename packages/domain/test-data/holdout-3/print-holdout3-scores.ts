/**
 * Scores the detectors on the blind holdout-3 households and prints every issue:
 * `npx tsx packages/domain/test-data/holdout-3/print-holdout3-scores.ts`. Reporting only; no targets asserted.
 */
// eslint-disable-next-line no-restricted-imports -- test-data CLI, never shipped
import { dirname } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import { detectFees, detectRecurring } from '../../src/index';
import { loadHouseholds } from '../load-households';
import { printScoreReport } from '../print-score-report';
import { scoreSet } from '../score';

const households = loadHouseholds(dirname(fileURLToPath(import.meta.url)));
printScoreReport(scoreSet(households, { detectRecurring, detectFees }));
