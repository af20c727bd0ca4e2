// Builds the server to plain JavaScript so production runs `node dist/main.js`, with no TypeScript compiler
// loaded at run time. One ESM bundle for node 20 with a source map:
// - the server's own sources and the workspace packages (@tourniquet/domain, @tourniquet/plaid-sim, which
//   are TypeScript sources) are bundled;
// - every other package stays an import from node_modules, as under tsx.
// A bundled file that reads something next to itself (`new URL('../../drizzle', import.meta.url)`, the
// simulator's Link scripts) keeps reading it from its source folder: in bundled repository sources,
// `import.meta.url` is rewritten to that source file's URL, relative to the built file.
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const outdir = `${serverDir}/dist`;

/** Bare imports are node_modules packages (external), except this repository's workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tourniquet/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` in a bundled source file means that source file, wherever the bundle is. */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const fromOut = relative(outdir, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`;
      const loader = args.path.endsWith('x') ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js';
      return { contents: contents.replaceAll('import.meta.url', url), loader };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  // The worker threads (src/workers/start-worker.ts) are entries of their own: dist/<name>.js. The statement
  // parser's (src/import/worker/parse-pool.ts) and the recurring engine's for large ledgers
  // (src/recurring/detect-in-worker.ts).
  entryPoints: {
    main: `${serverDir}/src/main.ts`,
    'parse-worker': `${serverDir}/src/import/worker/parse-worker.ts`,
    'detection-worker': `${serverDir}/src/recurring/detection-worker.ts`,
  },
  define: { TOURNIQUET_BUNDLED: 'true' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The map gives stack traces their source lines; the sources themselves would sit in the server's heap
  // all its life (node --enable-source-maps keeps the map it reads), and no trace prints them.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceImportMetaUrl],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `server built: ${relative(process.cwd(), outdir) || '.'}/main.js (${Math.round(bytes / 1024)} KB)`,
);
