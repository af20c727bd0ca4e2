// The rules benchmark's data (issue 23): 50,000 rows of the simulator household's merchants written the way
// statements print them, and 50 rules mixing every condition (merchant/description/any text with
// contains/is/starts, amounts, direction, accounts) and every action. Seeded, so every run and both the pure
// and the database figures read the same rows and rules.
import type { RuleRow } from '../../packages/domain/src/rules/index.ts';
import type { RuleActions, RuleConditions } from '../../packages/domain/src/contracts/rules.ts';
import { dollarsToCents } from '../../packages/domain/src/money.ts';
import { generateHousehold, snapshot } from '../../packages/plaid-sim/src/generator/household.ts';
import { seededRandom } from './seeded-random.ts';

export const RULES_TODAY = '2026-11-21';
const CITIES = ['SAN JOSE CA', 'AUSTIN TX', 'BROOKLYN NY', 'DENVER CO', 'OAKLAND CA'];
const FIELDS = ['merchant', 'description', 'any'] as const;
const OPS = ['contains', 'is', 'starts'] as const;

/** A row as the rules read it, with its date (the database phase stores it). */
export type BenchRuleRow = RuleRow & { date: string };

export function ruleBenchData(rowCount: number, ruleCount: number) {
  const random = seededRandom(23);
  const household = generateHousehold({ seed: 42, today: RULES_TODAY, scale: rowCount / 1_250 });
  const views = snapshot(household, RULES_TODAY);
  /** The household's account keys: rows and account conditions name these (the database maps them). */
  const accountKeys = household.accounts.map((a) => a.key);
  const rows: BenchRuleRow[] = [];
  for (let i = 0; rows.length < rowCount; i++) {
    const view = views[i % views.length]!;
    const name = (view.txn.merchantName ?? view.txn.name).toUpperCase();
    const description = random.pick([
      `SQ *${name} ${random.pick(CITIES)}`,
      `POS DEBIT ${name} #${random.int(1, 9999)} ${random.pick(CITIES)}`,
      `${name} ${random.int(1e5, 9e5)}`,
      name,
    ]);
    rows.push({
      date: view.date,
      accountId: view.txn.accountKey,
      description,
      merchantName: random.int(0, 3) === 0 ? (view.txn.merchantName ?? null) : null,
      amountCents: dollarsToCents(view.amount),
      personalPrimary: 'GENERAL_MERCHANDISE',
      personalDetailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
      categorySource: random.int(0, 20) === 0 ? 'user' : 'catalogue',
      merchantDisplayName: null,
      businessUse: null,
      businessCategory: null,
      businessSource: null,
      userEdited: random.int(0, 30) === 0,
    });
  }

  const names = [...new Set(views.map((v) => (v.txn.merchantName ?? v.txn.name).toLowerCase()))];
  const rules = Array.from({ length: ruleCount }, (_, i) => {
    const name = names[i % names.length]!;
    const conditions: RuleConditions = {
      text: {
        field: FIELDS[i % 3]!,
        op: OPS[(i >> 1) % 3]!,
        value: OPS[(i >> 1) % 3] === 'contains' ? name.slice(0, 5) : name,
      },
      ...(i % 4 === 0 ? { amountCents: { min: 100, max: 50_000 } } : {}),
      ...(i % 5 === 0 ? { direction: 'out' as const } : {}),
      ...(i % 7 === 0 ? { accountIds: accountKeys.slice(0, 2) } : {}),
    };
    const actions: RuleActions =
      i % 3 === 0
        ? {
            personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
            merchantName: `Name ${i}`,
          }
        : i % 3 === 1
          ? { businessUse: 'business', businessCategory: 'Consulting' }
          : { moved: true };
    return { conditions, actions };
  });
  return { rows, rules, accountKeys };
}
