import { parseCsvLine } from './statement-csv';
import { FEE_WORDINGS, MERCHANT_RENAMES } from './dialect-names';
import type { HouseholdFiles } from './score';

/**
 * The same households re-worded: other banks' statement formats (Chase's ORIG CO NAME ACH lines, PNC's
 * ACH WEB-RECUR, US Bank and Capital One 360 debit-card lines, Navy Federal's POS lines), other merchants
 * in the same roles, and other fee wordings. Dates, amounts and line numbers do not move, so the labels
 * hold as they are. A detector that learned the traps scores about the same here; one that learned the
 * committed words does not.
 */
export function rewriteDialect(household: HouseholdFiles): HouseholdFiles {
  return {
    ...household,
    statements: household.statements.map(({ file, csv }) => ({ file, csv: rewriteCsv(csv) })),
  };
}

function rewriteCsv(csv: string): string {
  return csv
    .split('\n')
    .map((line, index) => {
      if (index === 0 || line === '') return line;
      const [date = '', description = '', merchant = '', amount = '', category = ''] = parseCsvLine(line);
      const reworded =
        FEE_WORDINGS.get(description) ?? rewriteFormat(rename(description), date, amount.startsWith('-'));
      return [date, reworded, MERCHANT_COLUMN.get(merchant) ?? merchant, amount, category]
        .map(cell)
        .join(',');
    })
    .join('\n');
}

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const MERCHANT_COLUMN = new Map(MERCHANT_RENAMES);

function rename(text: string): string {
  let result = text;
  for (const [from, to] of MERCHANT_RENAMES) result = result.replaceAll(from, to);
  return result;
}

/** `usDate` is MM/DD/YYYY; the rules print the day as each bank does. */
function rewriteFormat(text: string, usDate: string, moneyOut: boolean): string {
  const [mm = '', dd = '', yyyy = ''] = usDate.split('/');
  const yymmdd = `${yyyy.slice(2)}${mm}${dd}`;
  let m = /^(.+?) DES:(.+?) ID:(\S+) INDN:(.+?) CO ID:(\S+) (PPD|WEB|CCD)$/.exec(text);
  if (m) {
    const trace = (m[3] ?? '').replace(/\D/g, '').padStart(15, '0');
    return `ORIG CO NAME:${m[1]} ORIG ID:${(m[5] ?? '').replace(/X/g, '9')} DESC DATE:${yymmdd} CO ENTRY DESCR:${m[2]} SEC:${m[6]} TRACE#:${trace} EED:${yymmdd} IND ID:${m[3]} IND NAME:${m[4]} TRN: ${trace.slice(5)}TC`;
  }
  if ((m = /^CHECKCARD \d{4} (.+?)(?: \d{23})?$/.exec(text))) return `DEBIT PURCHASE -VISA ${m[1]}`;
  if ((m = /^Online Banking transfer to SAV (\d{4}) Confirmation# (\d+)$/.exec(text))) {
    return `Online Transfer to SAV ...${m[1]} transaction#: ${m[2]} ${mm}/${dd}`;
  }
  if ((m = /^Zelle payment (to|from) (.+) Conf# (\S+)$/.exec(text))) {
    return `Zelle ${m[1] === 'to' ? 'To' : 'From'} ${m[2]} on ${mm}/${dd} Ref # ${(m[3] ?? '').toUpperCase()}`;
  }
  if ((m = /^(PURCHASE|RECURRING PAYMENT) AUTHORIZED ON \d\d\/\d\d (.+) S\d{15} CARD 4417$/.exec(text))) {
    return `${m[1] === 'PURCHASE' ? 'Debit Card Purchase' : 'Recurring Debit Card Purchase'} - ${m[2]}`;
  }
  if (
    (m = /^ONLINE TRANSFER REF #(\S+) (TO|FROM) (WAY2SAVE SAVINGS|EVERYDAY CHECKING) (\S+) ON \S+$/.exec(
      text,
    ))
  ) {
    const account = m[3]?.startsWith('WAY2SAVE') ? 'SAVINGS' : 'CHECKING';
    return `INTERNET TRANSFER ${m[2]} ${account} ${(m[4] ?? '').slice(-4)} CONF ${m[1]}`;
  }
  if ((m = /^(.+) (\d{6}) (\d{6,10}) (.+)$/.exec(text)) && m[2] === yymmdd) {
    return `ACH ${moneyOut ? 'WEB-RECUR' : 'CREDIT'} ${m[3]} ${m[1]}`;
  }
  if ((m = /^(?:POS DEBIT \d{4}|DBT PURCHASE - \d{6}) (.+)$/.exec(text))) {
    return `POS Debit- Debit Card 4417 ${mm}-${dd}-${yyyy.slice(2)} ${m[1]}`;
  }
  if ((m = /^ACH (DEBIT|CREDIT) (.+) (\d{10})$/.exec(text))) {
    return `Electronic ${m[1] === 'DEBIT' ? 'Withdrawal' : 'Deposit'} ${m[2]} ID ${m[3]}`;
  }
  if ((m = /^DRAFT 00(\d{4})$/.exec(text))) return `CHECK ${m[1]}`;
  return text;
}
