import { describe, expect, it } from "vitest";
import { statementAccountMismatch } from "./account-check";

const bradesco = { bankCode: "237", agency: "1234", accountNumber: "56789", accountDigit: "0" };

describe("statementAccountMismatch", () => {
  it("takes the account's statement however the bank writes BANKID and ACCTID", () => {
    for (const accountId of ["56789-0", "567890", "0056789-0", "1234/56789-0", "56789"])
      expect(statementAccountMismatch({ bankId: "0237", accountId }, bradesco), accountId).toBeNull();
    expect(statementAccountMismatch({ bankId: "237", accountId: null }, bradesco)).toBeNull();
  });

  it("names both sides when the bank or the conta differ", () => {
    expect(statementAccountMismatch({ bankId: "0341", accountId: "56789-0" }, bradesco)).toBe(
      "O extrato é de banco 0341, conta 56789-0; a conta escolhida é de banco 237, conta 56789-0.",
    );
    expect(statementAccountMismatch({ bankId: "0237", accountId: "11111-1" }, bradesco)).toBe(
      "O extrato é de banco 0237, conta 11111-1; a conta escolhida é de banco 237, conta 56789-0.",
    );
  });

  it("says nothing when the statement or the account carries no details", () => {
    expect(statementAccountMismatch(null, bradesco)).toBeNull();
    const none = { bankCode: null, agency: null, accountNumber: null, accountDigit: null };
    expect(statementAccountMismatch({ bankId: "0341", accountId: "99999-9" }, none)).toBeNull();
  });
});
