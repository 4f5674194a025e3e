/**
 * The banks a conta may name: each institution with a COMPE code in the maintained list of the Brazilian Central
 * Bank's participants (`bancos-brasileiros`, updated from BCB's registers; docs/decisions/0033), by code.
 */
import list from "bancos-brasileiros/bancos.json" with { type: "json" };

export interface Bank {
  /** COMPE code, 3 digits. */
  code: string;
  name: string;
}

export const BANKS: readonly Bank[] = (list as Array<{ COMPE: string | null; LongName: string }>)
  .filter((bank) => bank.COMPE !== null && /^\d{3}$/.test(bank.COMPE))
  .map((bank) => ({ code: bank.COMPE!, name: bank.LongName.trim() }))
  .sort((a, b) => a.code.localeCompare(b.code));

const byCode = new Map(BANKS.map((bank) => [bank.code, bank]));

/** The bank of COMPE `code` (3 digits), or null when the list has none. */
export const bankOf = (code: string | null | undefined): Bank | null => (code && byCode.get(code)) || null;
