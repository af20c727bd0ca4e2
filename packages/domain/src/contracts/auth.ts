/**
 * POST /api/auth/sign-in/oauth2 (better-auth's generic OAuth sign-in): where to send the browser, and
 * whether to go there.
 */
export interface OAuthSignInResponse {
  url?: string;
  redirect?: boolean;
}

/** An auth endpoint's refusal, in better-auth's own shape (the sign-in forms read code and message). */
export interface AuthErrorBody {
  code: string;
  message: string;
}
