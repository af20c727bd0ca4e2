// node --test scripts/: the start-up build is skipped only while every input and the built entry are the ones
// the stamp describes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, test } from 'node:test';
import { buildIfChanged, TARGETS } from './build-if-changed.mjs';

const target = {
  dir: 'app',
  entry: 'dist/index.html',
  inputs: ['app/src', 'app/index.html', 'shared/src', 'lock.json'],
  command: ['build', []],
};

let root;
let builds;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** A fake build: writes the entry file, counts itself. */
const run = () => {
  builds += 1;
  write('app/dist/index.html', `build ${builds}`);
  return 0;
};
const start = () => buildIfChanged(root, target, run).built;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-changed-'));
  builds = 0;
  write('app/src/main.ts', 'main');
  write('app/src/screen.tsx', 'screen');
  write('app/index.html', '<html>');
  write('shared/src/money.ts', 'money');
  write('lock.json', '{}');
  assert.equal(start(), true, 'the first start builds');
});

test('a second start on the same sources skips the build', () => {
  assert.equal(start(), false);
  assert.equal(builds, 1);
});

test('any changed, added or removed input builds again, once', () => {
  const changes = [
    () => write('app/src/screen.tsx', 'screen 2'),
    () => write('shared/src/money.ts', 'money 2'),
    () => write('lock.json', '{"v":2}'),
    () => write('app/index.html', '<html lang="en">'),
    () => write('app/src/new-file.ts', 'new'),
    () => fs.rmSync(path.join(root, 'app/src/new-file.ts')),
    () => fs.renameSync(path.join(root, 'app/src/main.ts'), path.join(root, 'app/src/main2.ts')),
  ];
  for (const change of changes) {
    change();
    assert.equal(start(), true, String(change));
    assert.equal(start(), false, String(change));
  }
  assert.equal(builds, 1 + changes.length);
});

test('a test file or anything outside the inputs does not build', () => {
  write('app/src/screen.test.tsx', 'a test');
  write('app/notes.md', 'notes');
  assert.equal(start(), false);
});

test('a dist deleted or rebuilt another way builds again', () => {
  fs.rmSync(path.join(root, 'app/dist'), { recursive: true });
  assert.equal(start(), true);
  const entry = path.join(root, 'app/dist/index.html');
  fs.utimesSync(entry, new Date(), new Date(Date.now() + 5000));
  assert.equal(start(), true);
  assert.equal(start(), false);
});

test('a failed build leaves no stamp, so the next start tries again', () => {
  write('app/src/screen.tsx', 'broken');
  assert.equal(buildIfChanged(root, target, () => 1).code, 1);
  assert.equal(start(), true);
});

test('the real targets name their entry and inputs that exist', () => {
  const repo = path.resolve(import.meta.dirname, '..');
  for (const [name, real] of Object.entries(TARGETS)) {
    for (const input of real.inputs) assert.ok(fs.existsSync(path.join(repo, input)), `${name}: ${input}`);
  }
});
