// Run by `npm run lint`: production comments say what and why in words, never "issue 34" or "contract 1"
// (the repository has no tracker to follow them to; the product's decisions live in docs/product.md and
// docs/decisions/). Tests, the testing helpers and the labelled sets may name the issue they reproduce.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/plaid-sim/src'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCTION = /\.(test|spec)\.tsx?$|\/testing\//;
const CITATION = /\b(?:[Ii]ssues? \d+|[Cc]ontract \d+)\b/;
const COMMENT = /^\s*(?:\/\/|\*|\/\*|\{\/\*)/;

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return SOURCE.test(entry.name) && !NOT_PRODUCTION.test(full) ? [full] : [];
  });
}

/** Each comment line of a production file that cites a tracker's number, as "file:line: text". */
export function trackerCitations(files, read = (f) => fs.readFileSync(f, 'utf8')) {
  const found = [];
  for (const file of files) {
    if (NOT_PRODUCTION.test(file)) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        if (COMMENT.test(line) && CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = ROOTS.flatMap(walk);
  const found = trackerCitations(files);
  for (const line of found) console.error(line);
  if (found.length > 0) {
    console.error(
      `check-comments: ${found.length} comment(s) cite an issue or contract number; say the why in words`,
    );
    process.exit(1);
  }
  console.log(`check-comments: no tracker citations in ${files.length} production files`);
}
