import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prettierJson } from '../kit/format-json';
import { setDir } from '../score/load-set';
import { SET_FILES, SET_NAMES } from './index';

describe('the labelled sets', () => {
  it.each(SET_NAMES)(
    '%s is exactly what its generator writes (regenerate it after editing the generator)',
    async (set) => {
      for (const [path, content] of SET_FILES[set]()) {
        const target = join(setDir(set), path);
        const expected = typeof content === 'string' ? content : await prettierJson(content, target);
        expect(readFileSync(target, 'utf8'), path).toBe(expected);
      }
    },
  );
});
