/** Prints the categories-2 score: `npx tsx packages/labelled-statements/score/categories-2-print.ts`. */
import { CATEGORIES_2_ROWS } from '../sets/categories-2/rows';
import { categories2Report, scoreCategories2 } from './categories-2-score';

console.log(categories2Report(scoreCategories2(CATEGORIES_2_ROWS)).join('\n'));
