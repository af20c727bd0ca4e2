/**
 * @tourniquet/labelled-statements: the labelled statement sets (sets/), the kit their generators share
 * (kit/), and the scorer that measures the recurring engine and the fee radar on them (score/). Test and
 * tooling code only; nothing here ships, and nothing here imports the app: the scorers that go through the
 * app's API live with the server (apps/server/src/testing/labelled/) and read the sets by this package's
 * exports (`@tourniquet/labelled-statements/sets/<set>`, `/score/<module>`).
 */
export { SET_NAMES, isSetName, type SetName } from './sets/index';
export { loadSet, setDir } from './score/load-set';
export {
  householdInput,
  scoreSet,
  type DetectedFeeLike,
  type DetectedStreamLike,
  type HouseholdFiles,
  type Scores,
  type Tally,
} from './score/score';
export { TARGETS } from './score/targets';
export { scoreReport, type ImportProblem } from './score/print';
export type { HouseholdLabels, SeriesLabel, FeeLabel } from './score/labels';
