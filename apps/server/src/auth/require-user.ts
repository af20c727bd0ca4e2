import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../http/errors.ts';
import type { Auth } from './create-auth.ts';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export type AuthVariables = { user: AuthUser; sessionId: string; sessionCreatedAt: Date };

/** Every /api route that touches user data sits behind this; the user id then scopes every query. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    c.set('user', session.user);
    c.set('sessionId', session.session.id);
    c.set('sessionCreatedAt', new Date(session.session.createdAt));
    await next();
  });
}
