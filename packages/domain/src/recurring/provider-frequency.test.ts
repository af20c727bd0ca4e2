import { describe, expect, it } from 'vitest';
import { effectiveFrequency } from './provider-frequency';

describe('effectiveFrequency', () => {
  it('keeps a frequency the provider knows', () => {
    expect(effectiveFrequency('MONTHLY', '2026-01-01', '2026-10-01', 4)).toBe('MONTHLY');
  });

  it('infers quarterly from the gaps of an UNKNOWN stream', () => {
    expect(effectiveFrequency('UNKNOWN', '2025-02-10', '2026-11-10', 8)).toBe('QUARTERLY');
  });

  it('infers other cadences from their gaps', () => {
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-01-29', 5)).toBe('WEEKLY');
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-03-01', 3)).toBe('MONTHLY');
    expect(effectiveFrequency('UNKNOWN', '2025-01-15', '2026-01-15', 2)).toBe('ANNUALLY');
  });

  it('leaves irregular gaps and single charges unknown', () => {
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-03-01', 2)).toBe('UNKNOWN'); // 59 days
    expect(effectiveFrequency('UNKNOWN', '2026-01-01', '2026-01-01', 1)).toBe('UNKNOWN');
  });
});
