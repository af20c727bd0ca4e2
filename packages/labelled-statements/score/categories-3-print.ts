/** Prints the categories-3 score: `npx tsx packages/labelled-statements/score/categories-3-print.ts`. */
import { CATEGORIES_3_ROWS } from '../sets/categories-3/rows';
import { categories2Report, scoreCategories2 } from './categories-2-score';

console.log(categories2Report(scoreCategories2(CATEGORIES_3_ROWS)).join('\n'));
