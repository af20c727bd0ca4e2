import type { Auth } from './create-auth.ts';

const TWO_FACTOR_ANSWERS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);

/**
 * The user a better-auth response has just signed in, or null. A sign-in is a response that sets a new
 * session cookie on: the password sign-in (not when it only opened a two-factor challenge: then the cookie
 * is cleared), the answer to a two-factor challenge (it also clears the two_factor cookie; confirming an
 * enrolment while signed in does not), and an OAuth callback (Google). Email verification's automatic
 * sign-in is not counted: a brand-new account has nothing linked to refresh.
 */
export async function signedInUserId(auth: Auth, path: string, response: Response): Promise<string | null> {
  if (response.status >= 400) return null;
  const isPasswordSignIn = path === '/api/auth/sign-in/email';
  const isChallengeAnswer = TWO_FACTOR_ANSWERS.has(path);
  const isOAuthCallback =
    path.startsWith('/api/auth/callback/') || path.startsWith('/api/auth/oauth2/callback/');
  if (!isPasswordSignIn && !isChallengeAnswer && !isOAuthCallback) return null;

  const context = await auth.$context;
  const setCookies = response.headers.getSetCookie();
  const sessionCookie = findCookie(setCookies, context.authCookies.sessionToken.name);
  if (!sessionCookie?.value || sessionCookie.expired) return null;
  if (isChallengeAnswer) {
    const challenge = findCookie(setCookies, context.createAuthCookie('two_factor').name);
    if (!challenge?.expired) return null;
  }
  const session = await auth.api.getSession({
    headers: new Headers({ cookie: `${context.authCookies.sessionToken.name}=${sessionCookie.value}` }),
  });
  return session?.user.id ?? null;
}

function findCookie(setCookies: string[], name: string) {
  const line = setCookies.findLast((entry) => entry.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';');
  const value = pair!.slice(name.length + 1);
  const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
  return { value, expired };
}
