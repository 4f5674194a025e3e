/** Whether an OFX statement is the chosen account's: its BANKID and ACCTID against the account's bank details. Pure. */

export interface AccountBankDetails {
  bankCode: string | null;
  agency: string | null;
  accountNumber: string | null;
  accountDigit: string | null;
}

const digitsOf = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^0-9X]/g, "")
    .replace(/^0+/, "");

/**
 * How the statement's account (`bankId`, `accountId` as the OFX gives them) differs from `account`'s details, as a
 * pt-BR sentence; null when they agree or either side does not say. Banks write ACCTID with or without the dígito, the
 * agência and leading zeros: the conta (with or without its dígito) must end it.
 */
export function statementAccountMismatch(
  statement: { bankId: string | null; accountId: string | null } | null,
  account: AccountBankDetails,
): string | null {
  if (!statement) return null;
  const otherBank = !!statement.bankId && !!account.bankCode && Number(statement.bankId) !== Number(account.bankCode);
  const number = account.accountNumber ? digitsOf(account.accountNumber) : "";
  const acct = statement.accountId ? digitsOf(statement.accountId) : "";
  const withDigit = number + (account.accountDigit ?? "").toUpperCase();
  const otherAccount = !!number && !!acct && !acct.endsWith(withDigit) && !acct.endsWith(number);
  if (!otherBank && !otherAccount) return null;
  const theirs = [statement.bankId && `banco ${statement.bankId}`, statement.accountId && `conta ${statement.accountId}`];
  const ours = [
    account.bankCode && `banco ${account.bankCode}`,
    account.accountNumber && `conta ${account.accountNumber}${account.accountDigit ? `-${account.accountDigit}` : ""}`,
  ];
  return `O extrato é de ${theirs.filter(Boolean).join(", ")}; a conta escolhida é de ${ours.filter(Boolean).join(", ")}.`;
}
