/** Writes business-2's files: `npx tsx packages/labelled-statements/sets/business-2/generate-business-2.ts` from the repository root. */
import { writeFileSync } from 'node:fs';
import { businessTwoFiles } from './business-2-files';

for (const [file, content] of businessTwoFiles()) writeFileSync(new URL(file, import.meta.url), content);
console.log('business-2 written');
