// node --test scripts/: the import checker on small made-up trees (each rule once broken, once kept).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkImports } from './check-imports.mjs';

/** Checks a tree given as { path: source }. */
function check(tree) {
  return checkImports(Object.keys(tree), (file) => tree[file]);
}

const F = 'apps/web/src/features';

test('a feature importing another feature through its index.ts passes', () => {
  const problems = check({
    [`${F}/accounts/components/screen.tsx`]: "import { ImportButton } from '../../imports/index.ts';",
    [`${F}/imports/index.ts`]: "export { ImportButton } from './components/button.tsx';",
    [`${F}/imports/components/button.tsx`]: "import { api } from '../../../lib/api.ts';",
    'apps/web/src/lib/api.ts': 'export const api = 1;',
  });
  assert.deepEqual(problems, []);
});

test("a feature reaching into another feature's files is reported", () => {
  const problems = check({
    [`${F}/accounts/components/screen.tsx`]: "import { B } from '../../imports/components/button.tsx';",
    [`${F}/imports/components/button.tsx`]: 'export const B = 1;',
  });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /reached only through features\/imports\/index\.ts/);
});

test('shared components importing a feature are reported, dynamic imports included', () => {
  const problems = check({
    'apps/web/src/components/ui/card.tsx': "const lazy = () => import('../../features/fees/index.ts');",
    [`${F}/fees/index.ts`]: 'export const x = 1;',
  });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /shared code never imports a feature/);
});

test('a server module below the routes importing a route module is reported; the wiring and tests may', () => {
  const S = 'apps/server/src';
  const problems = check({
    [`${S}/recurring/list-streams.ts`]: "import { dto } from '../routes/recurring/stream-dto.ts';",
    [`${S}/routes/recurring/stream-dto.ts`]: 'export const dto = 1;',
    [`${S}/routes/recurring/recurring.routes.ts`]: "import { dto } from './stream-dto.ts';",
    [`${S}/app-mount-table.ts`]: "import { r } from './routes/recurring/recurring.routes.ts';",
    [`${S}/recurring/list-streams.test.ts`]: "import { dto } from '../routes/recurring/stream-dto.ts';",
  });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /list-streams\.ts imports the route module .*: routes sit on top/);
});

test('db/ importing a service above it is reported; its own modules, the logger and its tests are not', () => {
  const S = 'apps/server/src';
  const problems = check({
    [`${S}/db/queries/imports.ts`]:
      "import { categoriseFileRows } from '../../categories/categorise-rows.ts';\nimport { x } from './import-row.ts';",
    [`${S}/db/queries/import-row.ts`]: 'export const x = 1;',
    [`${S}/db/planner-statistics.ts`]: "import type { Logger } from '../logger.ts';",
    [`${S}/logger.ts`]: 'export const Logger = 1;',
    [`${S}/db/queries/imports.test.ts`]:
      "import { storeStatement } from '../../categories/store-statement.ts';",
    [`${S}/categories/categorise-rows.ts`]: 'export const categoriseFileRows = 1;',
    [`${S}/categories/store-statement.ts`]: 'export const storeStatement = 1;',
  });
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /db\/queries\/imports\.ts imports .*categorise-rows\.ts: db\/ imports nothing from the services/,
  );
});

test('SQL builders and tables imported outside db/ are reported; types, the query error and tests are not', () => {
  const S = 'apps/server/src';
  const problems = check({
    [`${S}/categories/categorise-rows.ts`]: [
      "import { and, eq, type SQL } from 'drizzle-orm';",
      "import { transactions } from '../db/schema/index.ts';",
      "import type { RuleApplicationChange } from '../db/schema/index.ts';",
    ].join('\n'),
    [`${S}/rules/run-rules.ts`]: "import type { SQL } from 'drizzle-orm';",
    [`${S}/http/errors.ts`]: "import { DrizzleQueryError } from 'drizzle-orm';",
    [`${S}/mail/mailer.ts`]: "import * as schema from '../db/schema/index.ts';",
    [`${S}/db/queries/category-rows.ts`]: "import { and, sql } from 'drizzle-orm';",
    [`${S}/categories/categorise-rows.test.ts`]: "import { sql } from 'drizzle-orm';",
    [`${S}/routes/transactions/transaction-fixtures.ts`]: "import { eq } from 'drizzle-orm';",
  });
  assert.deepEqual(problems, [
    `${S}/categories/categorise-rows.ts imports and, eq from drizzle-orm: SQL is written only under db/`,
    `${S}/categories/categorise-rows.ts imports the tables transactions: SQL is written only under db/`,
    `${S}/mail/mailer.ts imports the tables *: SQL is written only under db/`,
  ]);
});

test('a service importing the HTTP errors is reported; routes, http/, the wiring and tests may', () => {
  const S = 'apps/server/src';
  const problems = check({
    [`${S}/http/errors.ts`]: 'export const notFound = 1;',
    [`${S}/accounts/own-accounts.ts`]: "import { notFound } from '../http/errors.ts';",
    [`${S}/routes/domain-http-errors.ts`]: "import { notFound } from '../http/errors.ts';",
    [`${S}/http/validate.ts`]: "import { notFound } from './errors.ts';",
    [`${S}/app.ts`]: "import { notFound } from './http/errors.ts';",
    [`${S}/accounts/own-accounts.test.ts`]: "import { notFound } from '../http/errors.ts';",
  });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /own-accounts\.ts imports .*http\/errors\.ts: a service throws a domain error/);
});

test('a package or the other app reaching into an app by a relative path is reported', () => {
  const problems = check({
    'packages/labelled-statements/score/scorer.ts':
      "import { ctx } from '../../../apps/server/src/testing/test-app.ts';",
    'apps/web/src/lib/api.ts': "import { app } from '../../../server/src/app.ts';",
    'apps/server/src/testing/test-app.ts': 'export const ctx = 1;',
    'apps/server/src/app.ts': "import { label } from '../../../packages/domain/src/index.ts';",
    'packages/domain/src/index.ts': 'export const label = 1;',
  });
  assert.equal(problems.length, 2);
  assert.match(problems[0], /packages\/labelled-statements never imports from apps\/server/);
  assert.match(problems[1], /apps\/web never imports from apps\/server/);
});

test('bench or e2e reaching into an app by a relative path is reported; its declared exports are not', () => {
  const problems = check({
    'bench/lib/bench-database.ts': "import { openDatabase } from '../../apps/server/src/db/client.ts';",
    'bench/forecast.bench.ts': "import { loadForecast } from '@tourniquet/server/forecast/load-forecast';",
    'e2e/specs/books.spec.ts': "import { pdfPages } from '../../apps/server/src/testing/pdf-text.ts';",
    'e2e/support/server.ts': "import { x } from './paths.ts';",
    'e2e/support/paths.ts': 'export const x = 1;',
    'apps/server/src/db/client.ts': 'export const openDatabase = 1;',
    'apps/server/src/testing/pdf-text.ts': 'export const pdfPages = 1;',
  });
  assert.equal(problems.length, 2);
  assert.match(problems[0], /bench never imports from apps\/server/);
  assert.match(problems[1], /e2e never imports from apps\/server/);
});

test('a module cycle is reported with its members', () => {
  const problems = check({
    'apps/server/src/a.ts': "import { b } from './b.ts';",
    'apps/server/src/b.ts': "import { c } from './c.ts';",
    'apps/server/src/c.ts': "export { a } from './a.ts';",
    'apps/server/src/d.ts': "import { a } from './a.ts';",
  });
  assert.deepEqual(problems, [
    'import cycle: apps/server/src/a.ts <-> apps/server/src/b.ts <-> apps/server/src/c.ts',
  ]);
});

test('two features importing each other through their index files are a circle', () => {
  const problems = check({
    [`${F}/accounts/index.ts`]: "export { A } from './a.tsx';",
    [`${F}/accounts/a.tsx`]: "import { I } from '../imports/index.ts';",
    [`${F}/imports/index.ts`]: "export { I } from './i.tsx';",
    [`${F}/imports/i.tsx`]: 'export const I = 1;',
    [`${F}/imports/j.tsx`]: "import { A } from '../accounts/index.ts';",
  });
  assert.deepEqual(problems, [`web features import each other in a circle: accounts <-> imports`]);
});
