// Import rules ESLint cannot see, run by `npm run lint`: no import cycles between modules, and the web app's
// layers (docs/architecture.md "Layers"): a feature reaches another feature only through its public index.ts,
// and the shared layers (components, data, lib, config) never import a feature.
// It reads imports with TypeScript's own pre-processor (no type checking), so the whole tree takes about a second.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOTS = [
  'apps/web/src',
  'apps/server/src',
  'packages/domain/src',
  'packages/plaid-sim/src',
  'packages/labelled-statements',
];
const WEB_FEATURES = 'apps/web/src/features/';
const WEB_SHARED = [
  'apps/web/src/components/',
  'apps/web/src/data/',
  'apps/web/src/lib/',
  'apps/web/src/config/',
];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A relative specifier to the file it names ('./x.js' may name x.ts, a folder its index), or null. */
function resolve(from, specifier, exists) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find(exists) ?? null;
}

/** Every module's relative imports (static, re-exports and dynamic import()), resolved to files. */
export function importGraph(files, read = (f) => fs.readFileSync(f, 'utf8')) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(read(file), true, true);
    const targets = info.importedFiles
      .map((ref) => ref.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(file, name, (f) => known.has(f)))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan, iterative): each one is a cycle. */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1] = i + 1;
        const target = edges[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.includes(node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

const featureOf = (file) =>
  file.startsWith(WEB_FEATURES) ? file.slice(WEB_FEATURES.length).split('/')[0] : null;
const isPublicEntry = (file) => /^apps\/web\/src\/features\/[^/]+\/index\.tsx?$/.test(file);

const SERVER = 'apps/server/src/';
const SERVER_ROUTES = `${SERVER}routes/`;
/** The server's wiring: the only modules outside routes/ that may name a route module. */
const SERVER_WIRING = new Set(
  ['app.ts', 'app-mount-table.ts', 'app-dependencies.ts', 'main.ts'].map((f) => SERVER + f),
);
const isTestModule = (file) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith(`${SERVER}testing/`);

/** The server's layers: routes sit on top; nothing below them imports a route module. */
function serverLayerProblems(from, to) {
  if (!from.startsWith(SERVER) || !to.startsWith(SERVER_ROUTES)) return [];
  if (from.startsWith(SERVER_ROUTES) || SERVER_WIRING.has(from) || isTestModule(from)) return [];
  return [`${from} imports the route module ${to}: routes sit on top; put what both need below routes/`];
}

const workspaceOf = (file) => /^(apps|packages)\/[^/]+/.exec(file)?.[0] ?? null;

/**
 * Workspaces depend downward: a package never reaches into an app, and neither app into the other (by any
 * relative path, which ESLint's name patterns cannot see once it climbs out of the app).
 */
function workspaceProblems(from, to) {
  const source = workspaceOf(from);
  const target = workspaceOf(to);
  if (source === null || target === null || source === target || !target.startsWith('apps/')) return [];
  return [`${from} imports ${to}: ${source} never imports from ${target} (workspaces depend downward only)`];
}

/** The layer rules broken by one import, as messages. */
export function layerProblems(from, to) {
  const workspace = workspaceProblems(from, to);
  if (workspace.length > 0) return workspace;
  const server = serverLayerProblems(from, to);
  if (server.length > 0) return server;
  const target = featureOf(to);
  if (target === null) return [];
  const source = featureOf(from);
  if (WEB_SHARED.some((dir) => from.startsWith(dir))) {
    return [`${from} imports the feature module ${to}: shared code never imports a feature`];
  }
  if (source !== null && source !== target && !isPublicEntry(to)) {
    return [`${from} imports ${to}: another feature is reached only through features/${target}/index.ts`];
  }
  return [];
}

/** Which web feature imports which: a circle here is a knot even when no single module cycle exists. */
export function featureGraph(graph) {
  const features = new Map();
  for (const [from, targets] of graph) {
    const source = featureOf(from);
    if (source === null) continue;
    if (!features.has(source)) features.set(source, new Set());
    for (const to of targets) {
      const target = featureOf(to);
      if (target !== null && target !== source) features.get(source).add(target);
    }
  }
  return new Map([...features].map(([name, targets]) => [name, [...targets]]));
}

export function checkImports(files, read) {
  const graph = importGraph(files, read);
  const problems = [];
  for (const [from, targets] of graph) for (const to of targets) problems.push(...layerProblems(from, to));
  for (const cycle of findCycles(graph)) problems.push(`import cycle: ${cycle.join(' <-> ')}`);
  for (const cycle of findCycles(featureGraph(graph))) {
    problems.push(`web features import each other in a circle: ${cycle.join(' <-> ')}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const files = ROOTS.flatMap(walk);
  const problems = checkImports(files);
  for (const problem of problems) console.error(problem);
  const took = `${files.length} modules in ${Date.now() - started} ms`;
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} problem(s) (${took})`);
    process.exit(1);
  }
  console.log(`check-imports: no cycles, web and server layers hold (${took})`);
}
