import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** URL path of the drop-in script, relative to the simulator's base (mirrors cdn.plaid.com's path). */
export const LINK_SCRIPT_PATH = '/link/v2/stable/link-initialize.js';

/**
 * The browser script: the three plain-JS sources in one closure, with the simulator's base URL filled in.
 * Read from disk at simulator creation (not at import) so importing the package has no side effects.
 */
export function buildLinkScript(publicUrl: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const read = (name: string) => readFileSync(join(here, name), 'utf8');
  const base = JSON.stringify(publicUrl.replace(/\/+$/, '')).slice(1, -1);
  const init = read('link-initialize.js').replace("'__PUBLIC_URL__'", JSON.stringify(base));
  return `(function () {\n${read('link-dom.js')}\n${read('link-steps.js')}\n${init}\n})();\n`;
}
