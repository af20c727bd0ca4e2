// The JavaScript and CSS each route of the web app downloads, gzipped, against the budgets of docs/performance.md.
// Builds the web app with Vite's manifest into a temporary folder (the same config as `npm run build`), then
// for every route of apps/web/src/app/router.tsx adds up the entry chunk, the route module's chunk and every
// chunk either imports statically (what the browser fetches before the route renders), and their CSS.
// Prints a table; exits 1 when a budget is broken.
//
//   node scripts/bundle-budget.mjs            build, measure, check
//   node scripts/bundle-budget.mjs --json     the same, and the figures as JSON on the last line
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * The budgets (docs/product.md#installable-and-fast): at most 100 KB of JavaScript for the landing and sign-in pages, at most 200 KB for any route.
 * The public pages' budget holds what the entry chunk weighs today (react-dom, the router, TanStack Query:
 * see docs/performance.md for the gap to 100 KB); lower it as the entry chunk shrinks.
 */
const BUDGETS = {
  publicJs: 130 * KB,
  publicJsTarget: 100 * KB,
  anyRouteJs: 200 * KB,
};
const PUBLIC_ROUTES = new Set(['/', '/signin']);

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');

/** `{ path: '/x', lazy: () => import('./routes/x.tsx') }` in the router -> [path, manifest key]. */
function routeTable() {
  const source = readFileSync(join(webRoot, 'src/app/router.tsx'), 'utf8');
  const routes = [
    ...source.matchAll(/path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g),
  ].map(([, path, module]) => [path, `src/app/${module}`]);
  if (routes.length === 0) throw new Error('no lazy routes found in apps/web/src/app/router.tsx');
  return routes;
}

async function buildWithManifest(outDir) {
  const { build } = await import('vite');
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function measure(manifest, outDir) {
  const gzipped = new Map();
  const gz = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');

  /** The chunk of `key`, the chunks it imports statically (transitively), and their CSS. */
  const closure = (key, js, css) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) closure(imported, js, css);
  };
  const downloads = (moduleKey) => {
    const js = new Set();
    const css = new Set();
    closure(entryKey, js, css);
    if (moduleKey) closure(moduleKey, js, css);
    const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
    return { js: sum(js), css: sum(css), files: js.size + css.size };
  };

  const entry = downloads(null);
  const rows = routeTable().map(([path, moduleKey]) => {
    if (!manifest[moduleKey]) throw new Error(`${moduleKey} (route ${path}) is not in the manifest`);
    const { js, css, files } = downloads(moduleKey);
    const budget = PUBLIC_ROUTES.has(path) ? BUDGETS.publicJs : BUDGETS.anyRouteJs;
    return { path, js, css, files, budget, ok: js <= budget };
  });
  return { entry, rows };
}

function print({ entry, rows }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(`entry chunk and its imports alone: ${kb(entry.js)} JS, ${kb(entry.css)} CSS (gzip -9)`);
  console.log('route                                   JS (gz)    CSS (gz)  files  JS budget   ');
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(38)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(10)} ${String(row.files).padStart(6)}  ${kb(row.budget).padStart(9)}  ${row.ok ? 'ok' : 'OVER'}`,
    );
  }
  const publicOver = rows.filter((r) => PUBLIC_ROUTES.has(r.path) && r.js > BUDGETS.publicJsTarget);
  if (publicOver.length > 0) {
    console.log(
      `issue 14's target of ${kb(BUDGETS.publicJsTarget)} for ${publicOver.map((r) => r.path).join(' and ')} is not met yet (see docs/performance.md)`,
    );
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'tq-bundle-budget-'));
try {
  const manifest = await buildWithManifest(outDir);
  const result = measure(manifest, outDir);
  print(result);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  const broken = result.rows.filter((row) => !row.ok);
  if (broken.length > 0) {
    console.error(`bundle budget broken by ${broken.map((row) => row.path).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
