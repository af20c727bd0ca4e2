import type { VerificationStatusResponse } from '@tourniquet/domain/contracts';
import type { OAuthSignInResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

// The better-auth endpoints the authentication screens call (mounted by the server under /api/auth).
// Redirect targets are the spec's: confirmation -> /onboarding, reset -> /reset-password, Google -> /dashboard.
// The confirmation's return address is marked, so /onboarding can say Email Verified! (email-verified.ts).
const VERIFIED_RETURN_URL = '/onboarding?verified=1';

/** better-auth's sign-up answer: the new account (no session until the address is verified). */
export interface SignUpResult {
  user?: { id?: string };
}

export function signUpWithEmail({ email, password }: { email: string; password: string }) {
  // better-auth requires a name; the person's real name is asked for on Complete Your Profile.
  return api<SignUpResult>('/api/auth/sign-up/email', {
    body: { email, password, name: email, callbackURL: VERIFIED_RETURN_URL },
  });
}

export interface SignInResult {
  /** Set when the account has two-factor authentication: a code must follow before a session exists. */
  twoFactorRedirect?: boolean;
}

export function signInWithEmail({ email, password }: { email: string; password: string }) {
  return api<SignInResult>('/api/auth/sign-in/email', { body: { email, password } });
}

export function startGoogleSignIn() {
  return api<OAuthSignInResponse>('/api/auth/sign-in/oauth2', {
    body: { providerId: 'google', callbackURL: '/dashboard' },
  });
}

export function verifyTotpCode(code: string) {
  return api<unknown>('/api/auth/two-factor/verify-totp', { body: { code } });
}

export function verifyBackupCode(code: string) {
  return api<unknown>('/api/auth/two-factor/verify-backup-code', { body: { code } });
}

export function requestPasswordReset(email: string) {
  return api<unknown>('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
}

export function resetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  return api<unknown>('/api/auth/reset-password', { body: { newPassword, token } });
}

export function resendVerificationEmail(email: string) {
  return api<unknown>('/api/auth/send-verification-email', {
    body: { email, callbackURL: VERIFIED_RETURN_URL },
  });
}

/** Whether a sign-up's address is verified yet, by the id its answer gave (verification-check.ts). */
export function getVerificationStatus(checkId: string) {
  return api<VerificationStatusResponse>(`/api/verification-status/${encodeURIComponent(checkId)}`);
}
