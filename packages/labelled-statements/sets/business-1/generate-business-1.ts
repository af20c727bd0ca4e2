/** Writes business-1's files: `npx tsx packages/labelled-statements/sets/business-1/generate-business-1.ts` from the repository root. */
import { writeFileSync } from 'node:fs';
import { businessOneFiles } from './business-1-files';

for (const [file, content] of businessOneFiles()) writeFileSync(new URL(file, import.meta.url), content);
console.log('business-1 written');
