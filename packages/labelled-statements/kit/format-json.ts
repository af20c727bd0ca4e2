import { format, resolveConfig } from 'prettier';

/**
 * JSON exactly as the repository's Prettier prints it, so `prettier --check .` passes on the committed
 * labels and the regeneration test compares like with like.
 */
export async function prettierJson(value: unknown, filePath: string): Promise<string> {
  const config = (await resolveConfig(filePath)) ?? {};
  return format(JSON.stringify(value), { ...config, parser: 'json', filepath: filePath });
}
