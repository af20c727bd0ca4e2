// node --test scripts/: the import boundaries of eslint.config.js, each broken once by a made-up file at a
// real path (ESLint's lintText, nothing written to disk), so a rule that stops biting fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `filePath`. */
async function restricted(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a package never imports an app (labelled sets, their scorers, the simulator)', async () => {
  for (const file of [
    'packages/labelled-statements/score/probe.ts',
    'packages/labelled-statements/sets/bank-file-shapes/probe.ts',
    'packages/plaid-sim/src/probe.ts',
  ]) {
    const depth = file.split('/').length - 1;
    const messages = await restricted(
      file,
      `import { x } from '${'../'.repeat(depth)}apps/server/src/testing/test-app.ts';\nexport const y = x;\n`,
    );
    assert.equal(messages.length, 1, file);
    assert.match(messages[0], /A package never imports an app/);
  }
  assert.deepEqual(
    await restricted(
      'packages/labelled-statements/score/probe.ts',
      "import { x } from '../sets/bank-file-shapes/index';\nexport const y = x;\n",
    ),
    [],
  );
});

test('the domain imports only zod and itself', async () => {
  const messages = await restricted(
    'packages/domain/src/probe.ts',
    "import { x } from 'drizzle-orm';\nexport const y = x;\n",
  );
  assert.match(messages[0] ?? '', /The domain package is pure/);
});

test('the web never imports the server, the server never the web', async () => {
  // By name; a relative path between the apps ('../../../server/...') is check-imports.mjs's to catch.
  const web = await restricted(
    'apps/web/src/lib/probe.ts',
    "import { x } from '@tourniquet/server';\nexport const y = x;\n",
  );
  assert.match(web[0] ?? '', /The web app never imports the server/);
  const server = await restricted(
    'apps/server/src/http/probe.ts',
    "import { x } from '@tourniquet/web';\nexport const y = x;\n",
  );
  assert.match(server[0] ?? '', /The server never imports the web app/);
});

test('reports/ never imports routes/', async () => {
  const messages = await restricted(
    'apps/server/src/reports/probe.ts',
    "import { x } from '../routes/reports/reports.routes.ts';\nexport const y = x;\n",
  );
  assert.match(messages[0] ?? '', /reports\/ never imports routes\//);
});
