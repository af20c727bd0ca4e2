// The signed-in session as other features see it: who is signed in, its query key (to refresh after a sign-in
// or a profile change), and the notice shown when a sensitive action needs a fresh sign-in.
export { sessionQueryKey, useSession, type SessionData, type SessionUser } from './use-session.ts';
export { isReauthenticationRequired, SignInAgainNotice, useSignInAgain } from './sign-in-again.tsx';
