// Import rules ESLint cannot see, run by `npm run lint`: no import cycles between modules, and the web app's
// layers (docs/architecture.md "Layers"): a feature reaches another feature only through its public index.ts,
// and the shared layers (components, data, lib, config) never import a feature; the server's: routes on top,
// db/ at the bottom importing nothing above it, and SQL (drizzle's builders, the tables) written only in db/.
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
  'bench',
  'e2e',
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

const SERVER_DB = `${SERVER}db/`;
/** What every server layer may use, db/ included: the logger, the clock and the parsed settings. */
const SERVER_FOUNDATION = new Set(['logger.ts', 'clock.ts', 'env.ts'].map((f) => SERVER + f));

/** The database layer sits at the bottom: db/ imports nothing from the services and routes above it. */
function serverDbProblems(from, to) {
  if (!from.startsWith(SERVER_DB) || isTestModule(from) || !to.startsWith(SERVER)) return [];
  if (to.startsWith(SERVER_DB) || SERVER_FOUNDATION.has(to)) return [];
  return [`${from} imports ${to}: db/ imports nothing from the services above it; the service composes them`];
}

const SERVER_HTTP_ERRORS = `${SERVER}http/errors.ts`;
/** Middleware outside http/ that answers a request itself: the session check's 401. */
const HTTP_MIDDLEWARE = new Set([`${SERVER}auth/require-user.ts`]);

/**
 * Services throw domain errors (domain-error.ts), translated to answers at the route edge
 * (routes/domain-http-errors.ts, routes/bank/bank-http-errors.ts): below routes/ and http/, nothing builds
 * an HTTP error.
 */
function serverHttpErrorProblems(from, to) {
  if (to !== SERVER_HTTP_ERRORS || !from.startsWith(SERVER) || isTestModule(from)) return [];
  if (from.startsWith(SERVER_ROUTES) || from.startsWith(`${SERVER}http/`) || SERVER_WIRING.has(from))
    return [];
  if (HTTP_MIDDLEWARE.has(from)) return [];
  return [`${from} imports ${to}: a service throws a domain error, which the route edge translates`];
}

/**
 * Test helpers that live beside the routes they serve (seeding rows straight into a table is their job).
 */
const isTestHelper = (file) => /-(fixtures|test-helpers)\.ts$/.test(file);
/** Names drizzle-orm exports that build no SQL: the error a failed query throws (the error log reads it). */
const DRIZZLE_NON_BUILDERS = new Set(['DrizzleQueryError']);
/** better-auth's drizzle adapter is handed the schema: its tables are queried by better-auth, not by us. */
const SCHEMA_WIRING = new Set([`${SERVER}auth/create-auth.ts`]);

/** The value names an import declaration brings in (type-only ones left out); ['*'] for a namespace. */
function valueNames(clause) {
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return [...names, '*'];
  if (bindings)
    for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
  return names;
}

/**
 * SQL is written only under db/: outside it, a server module imports no query builder from drizzle-orm and
 * no table from db/schema (types are fine: a row's shape is not a query). Tests and their helpers may.
 */
export function sqlBuilderProblems(file, source) {
  if (!file.startsWith(SERVER) || file.startsWith(SERVER_DB) || isTestModule(file) || isTestHelper(file))
    return [];
  if (!source.includes('drizzle-orm') && !source.includes('db/schema')) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const problems = [];
  for (const node of tree.statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const specifier = node.moduleSpecifier.text;
    const names = valueNames(node.importClause);
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      const builders = names.filter((name) => !DRIZZLE_NON_BUILDERS.has(name));
      if (builders.length > 0) {
        problems.push(
          `${file} imports ${builders.join(', ')} from ${specifier}: SQL is written only under db/`,
        );
      }
    } else if (/\/db\/schema(\/|$)/.test(specifier) && names.length > 0 && !SCHEMA_WIRING.has(file)) {
      problems.push(`${file} imports the tables ${names.join(', ')}: SQL is written only under db/`);
    }
  }
  return problems;
}

/** The workspace a file belongs to: an app, a package, or the bench and e2e tools that drive the apps. */
const workspaceOf = (file) => /^((apps|packages)\/[^/]+|bench|e2e)(?=\/)/.exec(file)?.[0] ?? null;

/**
 * Workspaces depend downward: a package never reaches into an app, and neither app into the other (by any
 * relative path, which ESLint's name patterns cannot see once it climbs out of the app). bench and e2e use
 * an app only through what its package.json exports (`@tourniquet/server/<module>`), never by a path into it.
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
  const server = [
    ...serverLayerProblems(from, to),
    ...serverDbProblems(from, to),
    ...serverHttpErrorProblems(from, to),
  ];
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

export function checkImports(files, read = (f) => fs.readFileSync(f, 'utf8')) {
  const graph = importGraph(files, read);
  const problems = files.flatMap((file) => sqlBuilderProblems(file, read(file)));
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
  console.log(`check-imports: no cycles, web and server layers hold, SQL only under db/ (${took})`);
}
