import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessTwoFiles } from './business-2-files';

describe('business-2', () => {
  it('is exactly what its generator writes (regenerate it after editing business-checking.ts or card.ts)', () => {
    for (const [file, content] of businessTwoFiles()) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8'), file).toBe(content);
    }
  });
});
