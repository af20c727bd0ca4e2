import { isIsoDate, toDayNumber } from '../../dates';
import { classifyFee } from '../../fees/index';
import type { LedgerAccount, LedgerTransaction } from '../../ledger/ledger-transaction';
import { isBankFee, isCashWithdrawal, mentionsFee } from './bank-fee';
import { CHEQUE_NUMBER_ONLY, P2P_PATTERN } from './kind-keywords';
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
 * fees and interest charges (whatever the fee radar calls a fee, plus our own bank-fee words), cash
 * withdrawals. Descriptions repeat a lot, so each
 * distinct (description, merchant) pair is normalised once. A token seen on a single transaction of the
 * whole input ("Spotify PNDNKWKFNR", "AUDIBLE*HEVMUYWZF") is an order code when the description has other
 * tokens that repeat, so it stays out of the key.
 */
export function prepareTransactions(
  transactions: readonly LedgerTransaction[],
  accounts: ReadonlyMap<string, LedgerAccount> = new Map(),
): PreparedTransaction[] {
  const kept: { t: LedgerTransaction; info: DescriptionInfo; pfc: string; index: number }[] = [];
  // description -> merchant name -> info; nested maps spare a concatenated key per transaction.
  const infos = new Map<string, Map<string, DescriptionInfo>>();
  const textFlags = new Map<string, { fee: boolean; cash: boolean }>();
  const feeVerdicts = new Map<string, boolean | 'by-amount'>();
  for (let index = 0; index < transactions.length; index++) {
    const t = transactions[index] as LedgerTransaction;
    // One malformed row (a bad amount or date from a file) must not stop the user's whole detection.
    if (t.amountCents === 0 || !Number.isSafeInteger(t.amountCents) || !isIsoDate(t.date)) continue;
    let flags = textFlags.get(t.description);
    if (!flags) {
      flags = { fee: mentionsFee(t.description), cash: isCashWithdrawal(t.description) };
      textFlags.set(t.description, flags);
    }
    if (flags.cash) continue;
    const pfc = t.pfcPrimary || t.pfcDetailed ? `${t.pfcPrimary ?? ''} ${t.pfcDetailed ?? ''}`.trim() : '';
    if (t.amountCents > 0) {
      // The fee radar's verdict, memoised per text, category and account (it reads all three). The amount
      // only narrows it (a plan's name or a bank's service is a fee up to what such a charge costs), so a text
      // that is no fee at a cent is none at any amount, one that is a fee at any amount is one at every amount,
      // and only the few texts in between are asked again row by row.
      const account = accounts.get(t.accountId);
      const memo = `${t.description}\u0000${t.category[0] ?? ''}\u0000${pfc}\u0000${account?.type ?? ''}`;
      let verdict = feeVerdicts.get(memo);
      if (verdict === undefined) {
        if (flags.fee && isBankFee(t.description, t.category, pfc)) verdict = true;
        else if (classifyFee({ ...t, amountCents: 1 }, account) === null) verdict = false;
        else
          verdict =
            classifyFee({ ...t, amountCents: Number.MAX_SAFE_INTEGER }, account) !== null || 'by-amount';
        feeVerdicts.set(memo, verdict);
      }
      const fee = verdict === 'by-amount' ? classifyFee(t, account) !== null : verdict;
      if (fee) continue;
    }
    let byMerchant = infos.get(t.description);
    if (!byMerchant) {
      byMerchant = new Map();
      infos.set(t.description, byMerchant);
    }
    let info = byMerchant.get(t.merchantName ?? '');
    if (!info) {
      // Some banks print a cheque as its number alone: it is a cheque, read as one ("CHECK 1207").
      const clean = CHEQUE_NUMBER_ONLY.test(t.description)
        ? cleanDescription(`CHECK ${t.description}`)
        : cleanDescription(t.description);
      info = { clean, tokens: merchantTokens(clean), uses: 0, key: '', display: '' };
      byMerchant.set(t.merchantName ?? '', info);
    }
    info.uses++;
    kept.push({ t, info, pfc, index });
  }
  const tokenUses = new Map<string, number>();
  for (const byMerchant of infos.values())
    for (const info of byMerchant.values())
      for (const token of info.tokens) tokenUses.set(token, (tokenUses.get(token) ?? 0) + info.uses);
  const repeats = (token: string) => (tokenUses.get(token) ?? 0) > 1;
  const out: PreparedTransaction[] = [];
  const days = new Map<string, number>();
  for (const { t, info, pfc, index } of kept) {
    let day = days.get(t.date);
    if (day === undefined) {
      day = toDayNumber(t.date);
      days.set(t.date, day);
    }
    if (info.key === '') {
      const merchant = merchantFromTokens(info.clean, t.description, t.merchantName, repeats);
      info.key = merchant.key;
      info.display = merchant.display;
    }
    out.push({
      id: t.id,
      index,
      accountId: t.accountId,
      date: t.date,
      day,
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
  markMirrored(out);
  return out;
}

/** Days apart a payment to a person and its arrival on the user's other account may post. */
const MIRROR_DAYS = 3;

/**
 * Payments to or from people that the user's own accounts exchange: money sent by Zelle from one account
 * arrives on another the same days, at the same amount. Those are transfers, whatever name they carry.
 */
function markMirrored(prepared: readonly PreparedTransaction[]): void {
  const sent = new Map<number, PreparedTransaction[]>();
  const received: PreparedTransaction[] = [];
  for (const t of prepared) {
    if (!P2P_PATTERN.test(t.cleanText)) continue;
    if (t.direction === 'inflow') received.push(t);
    else {
      const list = sent.get(t.cents);
      if (list) list.push(t);
      else sent.set(t.cents, [t]);
    }
  }
  for (const t of received) {
    const twin = sent
      .get(t.cents)
      ?.find((o) => o.accountId !== t.accountId && Math.abs(o.day - t.day) <= MIRROR_DAYS);
    if (twin) {
      t.mirrored = true;
      twin.mirrored = true;
    }
  }
}
