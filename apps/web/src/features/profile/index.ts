// The profile as other features read it (the goals screen checks premium on it).
export { useProfile, type Profile } from './api/profile-api.ts';
export { PREMIUM_CODE_PARAMS } from './lib/premium-code-link.ts';
