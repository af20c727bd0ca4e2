import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../http/errors.ts';
import type { Auth } from './create-auth.ts';
import type { CachedSession } from './session-cache.ts';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export type AuthVariables = { user: AuthUser; sessionId: string; sessionCreatedAt: Date };

export interface SessionFacts {
  user: AuthUser;
  sessionId: string;
  sessionCreatedAt: Date;
}

/**
 * Every /api route that touches user data sits behind this; the user id then scopes every query. With a
 * cache, a session checked in the last few seconds is not read again (sensitive routes pass none).
 */
export function requireUser(auth: Auth, cache?: CachedSession<SessionFacts>) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    const now = Date.now();
    let facts = cookie && cache ? cache.get(cookie, now) : undefined;
    if (!facts) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw unauthorized();
      facts = {
        user: session.user,
        sessionId: session.session.id,
        sessionCreatedAt: new Date(session.session.createdAt),
      };
      if (cookie && cache) cache.set(cookie, facts, now);
    }
    c.set('user', facts.user);
    c.set('sessionId', facts.sessionId);
    c.set('sessionCreatedAt', facts.sessionCreatedAt);
    await next();
  });
}
