// node --test scripts/: the house-style rules of eslint-house-style.js, each broken once by a made-up file
// at a real path (ESLint's lintText, nothing written to disk), and each kept once, so a rule that stops
// biting, or starts biting what it should not, fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The no-restricted-syntax messages ESLint gives `code` as if it were the file at `filePath`. */
async function refused(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const route = (answer) =>
  [
    "import { Hono } from 'hono';",
    "import type { GoalsResponse } from '@tourniquet/domain/contracts';",
    `export const probe = new Hono().get('/', (c) => ${answer});`,
    '',
  ].join('\n');

test('a route checks each answer against its contract type where it is made', async () => {
  const file = 'apps/server/src/routes/goals/probe.routes.ts';
  const unchecked = await refused(file, route('c.json({ goals: [] })'));
  assert.equal(unchecked.length, 1);
  assert.match(unchecked[0], /Check the answer against its contract type/);
  assert.deepEqual(await refused(file, route('c.json({ goals: [] } satisfies GoalsResponse, 201)')), []);
  assert.deepEqual(await refused(file, route('c.json<GoalsResponse>({ goals: [] })')), []);
  // Tests answer as they like (fakes of a provider, say).
  assert.deepEqual(
    await refused('apps/server/src/routes/goals/probe.routes.test.ts', route('c.json({})')),
    [],
  );
});

test("the web types a call with the route's contract type, not a shape written at the call", async () => {
  const file = 'apps/web/src/features/goals/api/probe.ts';
  const head = "import { api } from '../../../lib/api.ts';\n";
  const literal = await refused(file, `${head}export const p = api<{ goals: string[] }>('/api/goals');\n`);
  assert.equal(literal.length, 1);
  assert.match(literal[0], /contract type/);
  assert.deepEqual(
    await refused(
      file,
      "import type { GoalsResponse } from '@tourniquet/domain/contracts';\n" +
        `${head}export const p = api<GoalsResponse>('/api/goals');\n`,
    ),
    [],
  );
});

test('an alert is a FormAlert, never an inline role="alert"', async () => {
  const component = (jsx) => `export function Probe() {\n  return ${jsx};\n}\n`;
  const inline = await refused(
    'apps/web/src/features/goals/components/probe.tsx',
    component('<p role="alert" className="text-sm">Failed</p>'),
  );
  assert.equal(inline.length, 1);
  assert.match(inline[0], /Use <FormAlert>/);
  assert.deepEqual(
    await refused(
      'apps/web/src/features/goals/components/probe.tsx',
      "import { FormAlert } from '../../../components/ui/form-alert.tsx';\n" +
        component('<FormAlert>Failed</FormAlert>'),
    ),
    [],
  );
  // FormAlert itself, and the toaster's live region, carry the role.
  assert.deepEqual(
    await refused('apps/web/src/components/ui/form-alert.tsx', component('<p role="alert" />')),
    [],
  );
});
