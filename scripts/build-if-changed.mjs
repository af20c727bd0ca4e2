// `npm start` builds the web app and the server only when their sources changed since the last build: a
// restart on unchanged sources skips a minute of Vite on two cores. A build's inputs are hashed (paths and
// contents, tests left out: no build reads them) and the hash is stored beside dist in `.dist-hash`, with the
// time the build's entry file was written, so a dist rebuilt another way (`npm run build`) or deleted is
// never mistaken for the one the hash describes. `npm run build` itself always builds.
//   node scripts/build-if-changed.mjs web server
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
];

/** What each build reads, relative to the repository root, and what it writes. */
export const TARGETS = {
  web: {
    dir: 'apps/web',
    entry: 'dist/index.html',
    inputs: [
      ...SHARED,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      'scripts/compress-dist.mjs',
    ],
    command: ['npm', ['run', 'build', '-w', '@tourniquet/web']],
  },
  server: {
    dir: 'apps/server',
    entry: 'dist/main.js',
    inputs: [
      ...SHARED,
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/plaid-sim/src',
      'packages/plaid-sim/package.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@tourniquet/server']],
  },
};

const IGNORED = /(^|\/)(node_modules|dist)(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$/;

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return IGNORED.test(relative) ? [] : [relative];
  return fs
    .readdirSync(full)
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)))
    .filter((file) => !IGNORED.test(file));
}

/** One hash over the inputs' paths and contents, in a fixed order. */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of [...new Set(inputs.flatMap((input) => filesUnder(root, input)))].sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (root, target) => path.join(root, target.dir, '.dist-hash');
const entryPath = (root, target) => path.join(root, target.dir, target.entry);

/** The sources' hash and the built entry file's write time; null when nothing is built. */
function stampFor(root, target, hash) {
  const entry = entryPath(root, target);
  return fs.existsSync(entry) ? `${hash} ${fs.statSync(entry).mtimeMs}` : null;
}

export function isFresh(root, target) {
  const stamp = stampPath(root, target);
  const current = stampFor(root, target, sourceHash(root, target.inputs));
  return current !== null && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === current;
}

/** Builds the target unless it is fresh; `run` runs the build command and returns its exit code. */
export function buildIfChanged(root, target, run) {
  if (isFresh(root, target)) return { built: false, code: 0 };
  fs.rmSync(stampPath(root, target), { force: true });
  // Hashed before the build: a file saved while it runs makes the next start build again.
  const hash = sourceHash(root, target.inputs);
  const code = run(target.command);
  const stamp = code === 0 ? stampFor(root, target, hash) : null;
  if (stamp !== null) fs.writeFileSync(stampPath(root, target), `${stamp}\n`);
  return { built: true, code };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = ([command, args]) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
  for (const name of process.argv.slice(2)) {
    const target = TARGETS[name];
    if (!target) throw new Error(`Unknown build "${name}": one of ${Object.keys(TARGETS).join(', ')}`);
    const { built, code } = buildIfChanged(ROOT, target, run);
    if (code !== 0) process.exit(code);
    if (!built) console.log(`${name}: sources unchanged since the last build, build skipped`);
  }
}
