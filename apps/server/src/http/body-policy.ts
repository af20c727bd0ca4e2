import { Hono, type Env, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { matchedRoutes } from 'hono/route';
import { ApiError } from './errors.ts';
import { requireJsonBody } from './origin-check.ts';

export const MAX_API_BODY_BYTES = 100 * 1024;

/**
 * What a route accepts as a body, checked before anyone reads it. The API's default is JSON under
 * 100 KB (no request this API accepts comes near it); a route that takes something else declares its
 * own policy where it is mounted (withBody), so no URL is matched by pattern here.
 */
export type BodyPolicy = MiddlewareHandler;

const jsonOnly = requireJsonBody();
/** The default size limit alone: for routes that check their own body types (better-auth, webhooks). */
export const apiSizeLimit: BodyPolicy = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', 'The request is too large.');
  },
});

/** JSON (415 for any other body type, the kinds a page on another site can send), under 100 KB (413). */
export const jsonBodies: BodyPolicy = every(jsonOnly, apiSizeLimit);

/** A body of any type up to `maxSize` bytes; past it, 413 with the route's own code and message. */
export function anyBodyUpTo(maxSize: number, code: string, message: string): BodyPolicy {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, code, message);
    },
  });
}

/** Marker handlers, each standing for the policy its routes declared. */
const declared = new WeakMap<object, BodyPolicy>();

/**
 * The same routes, declaring `policy` for their bodies: a pass-through handler is registered on each of
 * their own method and path, and bodyPolicies() finds it among the request's matched routes.
 */
export function withBody<E extends Env>(policy: BodyPolicy, routes: Hono<E>): Hono<E> {
  const marker: MiddlewareHandler = (_c, next) => next();
  declared.set(marker, policy);
  const wrapped = new Hono<E>();
  for (const route of routes.routes) {
    if (route.method !== 'ALL') wrapped.on(route.method, route.path, marker);
  }
  return wrapped.route('/', routes);
}

/** Applies the policy the matched route declared, else the default. */
export function bodyPolicies(defaultPolicy: BodyPolicy): MiddlewareHandler {
  return (c, next) => {
    const own = matchedRoutes(c)
      .map((route) => declared.get(route.handler))
      .find((policy) => policy !== undefined);
    return (own ?? defaultPolicy)(c, next);
  };
}
