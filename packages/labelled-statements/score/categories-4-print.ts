/** Prints the categories-4 score: `npx tsx packages/labelled-statements/score/categories-4-print.ts`. */
import { CATEGORIES_4_ROWS } from '../sets/categories-4/rows';
import { categories2Report, scoreCategories2 } from './categories-2-score';

console.log(categories2Report(scoreCategories2(CATEGORIES_4_ROWS)).join('\n'));
