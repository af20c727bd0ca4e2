// node --test scripts/: the comment check on made-up files (the rule broken once, kept once).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trackerCitations } from './check-comments.mjs';

const check = (tree) => trackerCitations(Object.keys(tree), (file) => tree[file]);

test('a production comment citing an issue or contract number is reported, in any comment form', () => {
  const found = check({
    'apps/server/src/a.ts': '// Paged (issue 34): one statement held everyone.\nconst x = 1;',
    'apps/web/src/b.tsx': '{/* Issue 36: the one picker. */}',
    'packages/domain/src/c.ts': '/**\n * Transactions (contract 1 of the brief).\n */',
  });
  assert.deepEqual(
    found.map((line) => line.split(':').slice(0, 2).join(':')),
    ['apps/server/src/a.ts:1', 'apps/web/src/b.tsx:1', 'packages/domain/src/c.ts:2'],
  );
});

test('tests, testing helpers, code and words without a number pass', () => {
  const found = check({
    'apps/server/src/a.test.ts': '// Reproduces issue 34.',
    'apps/server/src/testing/users.ts': '// As issue 12 found.',
    'apps/server/src/c.ts': "const message = 'issue 3 of the magazine';\n// The issues people raise.",
  });
  assert.deepEqual(found, []);
});
