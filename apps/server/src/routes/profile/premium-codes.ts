/**
 * PREMIUM_CODES is comma-separated. Codes compare case-insensitively after trimming (docs/product.md#5-validation);
 * the canonical spelling from the configuration is what gets stored on the profile.
 */
export function matchPremiumCode(configured: string, entered: string): string | null {
  const wanted = entered.trim().toLowerCase();
  if (!wanted) return null;
  const codes = configured
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return codes.find((code) => code.toLowerCase() === wanted) ?? null;
}
