import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.ts';
import { PlaidApiError } from '../core/plaid-error.ts';
import type { SimContext } from '../context.ts';
import { findInstitution, INSTITUTIONS } from '../data/institutions.ts';
import { checkCredentials, personaOf } from '../data/sandbox-users.ts';
import { householdAccounts } from '../generator/accounts.ts';
import type { AccountKey } from '../generator/types.ts';
import {
  accountIdOf,
  decodeAccountKeys,
  encodeAccountKeys,
  itemIdOf,
  itemSpecSchema,
  type ItemSpec,
} from '../item/item-spec.ts';
import { parseLinkToken, type LinkTokenSpec } from '../item/link-token.ts';
import { mintPublicToken, newItemSpec } from '../item/mint.ts';

/*
 * Browser-facing helpers for the Link script (not Plaid API; our own design). They authenticate with the
 * link_token, like Plaid's own Link front end does, and never see client credentials.
 */

const SESSION = 'link-session';

function requireLink(ctx: SimContext, token: string): LinkTokenSpec {
  const link = parseLinkToken(ctx.codec, token, ctx.now().getTime());
  if (!link) throw new PlaidApiError('INVALID_LINK_TOKEN');
  return link;
}

const start = defineEndpoint(
  '/link/session/start',
  z.object({ link_token: z.string() }),
  (input, ctx) => {
    const link = requireLink(ctx, input.link_token);
    const update = link.u ? findInstitution(link.u.i) : undefined;
    return {
      client_name: link.n,
      institutions: INSTITUTIONS.map((i) => ({
        institution_id: i.institution_id,
        name: i.name,
        primary_color: i.primary_color,
      })),
      update: update
        ? { institution_id: update.institution_id, name: update.name, primary_color: update.primary_color }
        : null,
    };
  },
  { needsCredentials: false },
);

function accountSummaries(spec: ItemSpec) {
  const chosen = new Set(decodeAccountKeys(spec.a));
  return householdAccounts(0, personaOf(spec.u))
    .filter((a) => chosen.has(a.key))
    .map((a) => ({
      key: a.key,
      id: accountIdOf(spec, a.key),
      name: a.name,
      mask: a.mask,
      type: a.type,
      subtype: a.subtype,
    }));
}

const credentials = defineEndpoint(
  '/link/session/credentials',
  z.object({
    link_token: z.string(),
    institution_id: z.string(),
    username: z.string(),
    password: z.string(),
    mfa_code: z.string().nullable().optional(),
  }),
  (input, ctx) => {
    const link = requireLink(ctx, input.link_token);
    const institution = findInstitution(input.institution_id);
    if (!institution || (link.u && link.u.i !== institution.institution_id))
      throw new PlaidApiError('INVALID_INSTITUTION');
    const outcome = checkCredentials(institution, input.username, input.password);
    if (!outcome.ok) throw new PlaidApiError(outcome.error);
    if (outcome.mfaCode !== null) {
      if (input.mfa_code === undefined || input.mfa_code === null) return { mfa: { type: 'device' } };
      if (input.mfa_code !== outcome.mfaCode) throw new PlaidApiError('INVALID_MFA');
    }
    // The seed is fixed here so the account ids shown now are the ones /accounts/get will return.
    const spec =
      link.u ??
      newItemSpec(ctx, {
        institutionId: institution.institution_id,
        username: input.username,
        scale: outcome.scale,
        webhook: link.w,
        products: link.p,
        daysRequested: link.d,
        clientUserId: link.c ?? null,
      });
    const accounts = accountSummaries(spec).map(({ key: _key, ...rest }) => rest);
    return { session: ctx.codec.encode(SESSION, spec), accounts };
  },
  { needsCredentials: false },
);

const complete = defineEndpoint(
  '/link/session/complete',
  z.object({
    link_token: z.string(),
    session: z.string(),
    account_ids: z.array(z.string()).min(1),
    link_session_id: z.string().optional(),
  }),
  (input, ctx, requestId) => {
    const link = requireLink(ctx, input.link_token);
    const parsed = itemSpecSchema.safeParse(ctx.codec.decode(SESSION, input.session));
    if (!parsed.success) throw new PlaidApiError('INVALID_FIELD', 'session: invalid link session');
    const all = accountSummaries(parsed.data);
    const picked = all.filter((a) => input.account_ids.includes(a.id));
    if (picked.length !== input.account_ids.length) throw new PlaidApiError('INVALID_ACCOUNT_ID');
    // Update mode keeps the item exactly as it was (same token); a new item keeps only the chosen accounts.
    const spec: ItemSpec = link.u
      ? parsed.data
      : { ...parsed.data, a: encodeAccountKeys(picked.map((a) => a.key as AccountKey)) };
    if (link.u) ctx.registry.loginState.set(itemIdOf(spec), 'repaired');
    const institution = findInstitution(spec.i);
    return {
      public_token: mintPublicToken(ctx, spec),
      metadata: {
        institution: institution
          ? { name: institution.name, institution_id: institution.institution_id }
          : null,
        accounts: (link.u ? all : picked).map((a) => ({
          id: a.id,
          name: a.name,
          mask: a.mask,
          type: a.type,
          subtype: a.subtype,
          verification_status: null,
          class_type: null,
        })),
        account: null,
        link_session_id: input.link_session_id ?? requestId,
        transfer_status: null,
      },
    };
  },
  { needsCredentials: false },
);

export const linkSessionEndpoints = [start, credentials, complete];
