import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessOneFiles } from './business-1-files';

describe('business-1', () => {
  it('is exactly what its generator writes (regenerate it after editing studio.ts)', () => {
    for (const [file, content] of businessOneFiles()) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).toBe(content);
    }
  });
});
