import { StatementFormatError } from './errors.ts';
import type { FileAccount, ImportOptions, ParsedStatement } from './types.ts';

/**
 * A file may hold several accounts (OFX statements, QIF !Account blocks, a Mint CSV's Account Name column):
 * merging them into one target account would mix two accounts' money without a word. The preview lists them;
 * the import takes the one `account=` names (index, account number, its last 4, or name). With rows in more
 * than one and no choice, an import is refused, naming the accounts; a preview shows every row.
 */
export function selectAccount(parsed: ParsedStatement, options: ImportOptions): ParsedStatement {
  const { accountsOfFile, ...statement } = parsed;
  if (!accountsOfFile || accountsOfFile.accounts.length === 0) return statement;
  const counts = accountsOfFile.accounts.map(() => 0);
  for (const index of accountsOfFile.ofRows) counts[index] = (counts[index] ?? 0) + 1;
  const accounts: FileAccount[] = accountsOfFile.accounts.map((account, index) => ({
    index,
    ...account,
    ...(account.accountId && { mask: account.accountId.slice(-4) }),
    rows: counts[index] ?? 0,
  }));
  const rejectedCounts = accounts.map(() => 0);
  for (const index of accountsOfFile.ofRejected)
    if (index >= 0) rejectedCounts[index] = (rejectedCounts[index] ?? 0) + 1;
  const withData = accounts.filter((a) => a.rows + (rejectedCounts[a.index] ?? 0) > 0);

  let chosen: number | null;
  if (options.account !== undefined) chosen = findAccount(accounts, options.account);
  else if (withData.length <= 1) chosen = withData[0]?.index ?? 0;
  else if (options.preview) chosen = null;
  else throw new StatementFormatError(`${describeAccounts(accounts)} ${HOW_TO_CHOOSE}`);

  const details = chosen === null ? undefined : accountsOfFile.details?.[chosen];
  // Each account of a file has its own balance (a multi-account OFX's LEDGERBAL per STMTRS): the one chosen
  // carries it; with none chosen, no single balance is the file's.
  const balance = chosen === null ? undefined : accountsOfFile.balances?.[chosen];
  const statementBalance =
    accountsOfFile.balances === undefined || accounts.length === 1
      ? (statement.statementBalance ?? balance)
      : balance;
  const withAccount = {
    ...statement,
    statementBalance,
    cardStatement: cardOf(statement.cardStatement, chosen === null ? undefined : accounts[chosen]),
    ...(details && { account: details }),
  };
  if (statementBalance === undefined) delete withAccount.statementBalance;
  if (withAccount.cardStatement === undefined) delete withAccount.cardStatement;
  if (chosen === null || accounts.length === 1) return { ...withAccount, accounts, accountIndex: chosen };
  return {
    ...withAccount,
    rows: statement.rows.filter((_, i) => accountsOfFile.ofRows[i] === chosen),
    // A line that could not be read says no account (-1): it is listed whichever account is chosen.
    rejected: statement.rejected.filter((_, i) => [chosen, -1].includes(accountsOfFile.ofRejected[i] ?? -1)),
    accounts,
    accountIndex: chosen,
  };
}

/** The chosen account's own type (OFX CREDITCARD, QIF CCard) says whether it is a card; else the file's word. */
function cardOf(fileReason: string | undefined, chosen: FileAccount | undefined): string | undefined {
  if (chosen?.type === undefined) return fileReason;
  return /^(creditcard|ccard)$/i.test(chosen.type) ? `a credit card account (${chosen.type})` : undefined;
}

const HOW_TO_CHOOSE =
  'Choose the one to import into this account with account=<number> (0 for the first) or its account number, and import the others into their own accounts.';

function findAccount(accounts: FileAccount[], wanted: string): number {
  const text = wanted.trim().toLowerCase();
  const byIndex = /^\d{1,3}$/.test(text) ? accounts.find((a) => a.index === Number(text)) : undefined;
  const found =
    byIndex ??
    accounts.find((a) => a.accountId?.toLowerCase() === text) ??
    accounts.find((a) => a.name?.toLowerCase() === text) ??
    accounts.find((a) => a.mask?.toLowerCase() === text);
  if (found) return found.index;
  throw new StatementFormatError(
    `This file has no account "${wanted.slice(0, 100)}". ${describeAccounts(accounts)}`,
  );
}

function describeAccounts(accounts: FileAccount[]): string {
  const listed = accounts.slice(0, 20).map((a) => {
    const parts = [a.name, a.type, a.mask && `ending ${a.mask}`].filter(Boolean).join(', ');
    return `${a.index}: ${parts || 'unnamed'} (${a.rows} row${a.rows === 1 ? '' : 's'})`;
  });
  return `This file holds ${accounts.length} accounts: ${listed.join('; ')}.`;
}
