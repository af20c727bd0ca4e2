/**
 * Writes a set's statement files and labels from its seeded generator:
 * `npm run generate -w @tourniquet/labelled-statements -- <set>`. Running it again writes the same bytes (a
 * test checks the committed files are exactly what the generator writes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prettierJson } from '../kit/format-json';
import { setDir } from '../score/load-set';
import { SET_FILES, SET_NAMES, isSetName } from './index';

const set = process.argv[2];
if (!isSetName(set)) {
  console.error(`usage: generate <${SET_NAMES.join('|')}>`);
  process.exit(2);
}
const files = SET_FILES[set]();
for (const [path, content] of files) {
  const target = join(setDir(set), path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, typeof content === 'string' ? content : await prettierJson(content, target));
}
console.log(`${set}: ${files.size} files written`);
