import { Hono } from 'hono';
import {
  RULES_MAX,
  ruleBodySchema,
  ruleOrderSchema,
  type RuleBody,
  type RulePreviewResponse,
  type RuleSaveResponse,
  type RulesResponse,
  type RuleUndoResponse,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as rulesDb from '../../db/queries/rules.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zEmptyJsonBody } from '../../http/validate.ts';
import { ownAccountsIncluding } from '../../accounts/own-accounts.ts';
import { applyRuleToPast, previewRule } from '../../rules/run-rules.ts';

const RULE_NOT_FOUND = 'Rule not found';

/**
 * Rules:
 * GET    /api/rules                 -> { rules } in position order
 * POST   /api/rules                 { conditions, actions, applyToPast? } -> { ...rule, changed }
 * PUT    /api/rules/:id             the same body -> { ...rule, changed }
 * DELETE /api/rules/:id             -> 204; the rows it changed keep their values
 * POST   /api/rules/preview         the same body -> { matches, sample } (writes nothing)
 * POST   /api/rules/order           { ids } every rule id, first first -> { rules }
 * POST   /api/rules/:id/undo-apply  {} -> { restored }: the last apply-to-past, once (409 when none)
 * A save and an undo write past rows: one at a time per user (429 with Retry-After otherwise).
 */
export function rulesRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** A rule may only name the user's own accounts (another user's id is a 404, as everywhere). */
  async function checkAccounts(userId: string, body: RuleBody) {
    if (body.conditions.accountIds) await ownAccountsIncluding(db, userId, body.conditions.accountIds);
  }

  async function answer(userId: string, id: string, body: RuleBody): Promise<RuleSaveResponse> {
    const changed = body.applyToPast ? await applyRuleToPast(db, userId, id, body) : 0;
    const rule = await rulesDb.findRule(db, userId, id);
    if (!rule) throw notFound(RULE_NOT_FOUND);
    return { ...rule, changed };
  }

  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      return c.json({ rules: await rulesDb.listRules(db, c.get('user').id) } satisfies RulesResponse);
    })
    .post('/preview', zValidatorJson(ruleBodySchema), async (c) => {
      const userId = c.get('user').id;
      const body = c.req.valid('json');
      await checkAccounts(userId, body);
      return c.json((await previewRule(db, userId, body)) satisfies RulePreviewResponse);
    })
    .post('/order', zValidatorJson(ruleOrderSchema), async (c) => {
      const userId = c.get('user').id;
      const { ids } = c.req.valid('json');
      const own = await rulesDb.listRules(db, userId);
      const known = new Set(own.map((r) => r.id));
      if (ids.some((id) => !known.has(id))) throw notFound(RULE_NOT_FOUND);
      if (new Set(ids).size !== ids.length || ids.length !== own.length) {
        throw new ApiError(400, 'invalid_request', 'ids: List every rule once', {
          ids: 'List every rule once',
        });
      }
      await rulesDb.reorderRules(db, userId, ids);
      return c.json({ rules: await rulesDb.listRules(db, userId) } satisfies RulesResponse);
    })
    .post('/', onePerUser(db, 'rule'), zValidatorJson(ruleBodySchema), async (c) => {
      const userId = c.get('user').id;
      const body = c.req.valid('json');
      await checkAccounts(userId, body);
      if ((await rulesDb.countRules(db, userId)) >= RULES_MAX) {
        throw new ApiError(400, 'too_many_rules', `You can keep at most ${RULES_MAX} rules`);
      }
      const id = await rulesDb.insertRule(db, userId, body);
      return c.json((await answer(userId, id, body)) satisfies RuleSaveResponse, 201);
    })
    .put('/:id', onePerUser(db, 'rule'), zValidatorJson(ruleBodySchema), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const body = c.req.valid('json');
      if (!(await rulesDb.findRule(db, userId, id))) throw notFound(RULE_NOT_FOUND);
      await checkAccounts(userId, body);
      if (!(await rulesDb.updateRule(db, userId, id, body, clock.now()))) throw notFound(RULE_NOT_FOUND);
      return c.json((await answer(userId, id, body)) satisfies RuleSaveResponse);
    })
    .delete('/:id', zEmptyJsonBody(), async (c) => {
      if (!(await rulesDb.deleteRule(db, c.get('user').id, c.req.param('id'))))
        throw notFound(RULE_NOT_FOUND);
      return c.body(null, 204);
    })
    .post('/:id/undo-apply', onePerUser(db, 'rule'), zEmptyJsonBody(), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      if (!(await rulesDb.findRule(db, userId, id))) throw notFound(RULE_NOT_FOUND);
      const application = await rulesDb.undoableApplication(db, userId, id);
      if (!application) {
        throw new ApiError(409, 'nothing_to_undo', 'This rule has no application to past rows left to undo');
      }
      const restored = await rulesDb.undoApplication(db, userId, application, clock.now());
      return c.json({ restored } satisfies RuleUndoResponse);
    });
}
