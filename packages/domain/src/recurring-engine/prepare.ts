import { toDayNumber } from '../dates';
import type { LedgerTransaction } from '../ledger/ledger-transaction';
import { isBankFee, isCashWithdrawal } from './bank-fee';
import { cleanDescription, merchantFromTokens, merchantTokens } from './normalize-merchant';
import type { PreparedTransaction } from './types';

interface DescriptionInfo {
  clean: string;
  tokens: string[];
  /** Transactions carrying this exact (description, merchant) pair. */
  uses: number;
  key: string;
  display: string;
}

/**
 * Transactions the engine can use, with their merchant key and day number. Dropped: zero amounts, bank
 * fees and interest charges (the fee radar's), cash withdrawals. Descriptions repeat a lot, so each
 * distinct (description, merchant) pair is normalised once. A token seen on a single transaction of the
 * whole input ("Spotify PNDNKWKFNR", "AUDIBLE*HEVMUYWZF") is an order code when the description has other
 * tokens that repeat, so it stays out of the key.
 */
export function prepareTransactions(transactions: readonly LedgerTransaction[]): PreparedTransaction[] {
  const kept: { t: LedgerTransaction; info: DescriptionInfo; pfc: string }[] = [];
  const infos = new Map<string, DescriptionInfo>();
  for (const t of transactions) {
    if (t.amountCents === 0 || !Number.isSafeInteger(t.amountCents)) continue;
    const pfc = `${t.pfcPrimary ?? ''} ${t.pfcDetailed ?? ''}`.trim();
    if (t.amountCents > 0 && isBankFee(t.description, t.category, pfc)) continue;
    if (isCashWithdrawal(t.description)) continue;
    const memo = `${t.description}\u0000${t.merchantName ?? ''}`;
    let info = infos.get(memo);
    if (!info) {
      const clean = cleanDescription(t.description);
      info = { clean, tokens: merchantTokens(clean), uses: 0, key: '', display: '' };
      infos.set(memo, info);
    }
    info.uses++;
    kept.push({ t, info, pfc });
  }
  const tokenUses = new Map<string, number>();
  for (const info of infos.values())
    for (const token of info.tokens) tokenUses.set(token, (tokenUses.get(token) ?? 0) + info.uses);
  const repeats = (token: string) => (tokenUses.get(token) ?? 0) > 1;
  const out: PreparedTransaction[] = [];
  for (const { t, info, pfc } of kept) {
    if (info.key === '') {
      const merchant = merchantFromTokens(info.clean, t.description, t.merchantName, repeats);
      info.key = merchant.key;
      info.display = merchant.display;
    }
    out.push({
      id: t.id,
      accountId: t.accountId,
      date: t.date,
      day: toDayNumber(t.date),
      cents: Math.abs(t.amountCents),
      direction: t.amountCents > 0 ? 'outflow' : 'inflow',
      merchantKey: info.key,
      merchantDisplay: info.display,
      cleanText: info.clean,
      description: t.description,
      merchantName: t.merchantName,
      category: t.category,
      pfc,
    });
  }
  return out;
}
