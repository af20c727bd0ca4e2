import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Set by build.mjs in the built server, where each worker entry is bundled to dist/<name>.js. */
declare const TOURNIQUET_BUNDLED: boolean | undefined;

/**
 * Starts one of the server's worker threads: `dist/<name>.js` beside the built server, else the TypeScript
 * entry `source` (vitest, tsx). The worker never keeps the process alive on its own, and an error it
 * raises is for its caller's `error`/`exit` listeners, never an uncaught exception of the server.
 */
export function startWorker(name: string, source: URL, maxHeapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } };
  const worker =
    typeof TOURNIQUET_BUNDLED !== 'undefined'
      ? // dist/<name>.js sits beside dist/main.js, the file this code is bundled in.
        new Worker(join(import.meta.dirname, `${name}.js`), options)
      : new Worker(sourceWorkerUrl(source), options);
  worker.unref();
  worker.on('error', () => {});
  return worker;
}

/**
 * From TypeScript sources: a Node 20 worker does not inherit the parent's loader hooks, so the worker
 * registers tsx's ESM hooks itself before it imports its entry.
 */
function sourceWorkerUrl(entry: URL): URL {
  const require = createRequire(import.meta.url);
  const tsxPackage = require.resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(tsxPackage, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  const api = pathToFileURL(join(dirname(tsxPackage), exports.exports['./esm/api'].import.default)).href;
  const code = `const { register } = await import(${JSON.stringify(api)});\nregister();\nawait import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
