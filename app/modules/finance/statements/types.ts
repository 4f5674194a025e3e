/**
 * The common shape every statement parser (OFX, CSV) gives the import:
 * money in signed integer centavos (positive: credit into the account;
 * negative: debit), dates `YYYY-MM-DD`. Pure.
 */
import { formatDate, formatNumber } from "~/config/format";

/** The most lines one file may carry. */
export const STATEMENT_MAX_LINES = 20_000;
/** The longest description kept, in characters. */
export const DESCRIPTION_MAX = 200;

export const STATEMENT_TOO_MANY_LINES = `O extrato tem mais de ${formatNumber(STATEMENT_MAX_LINES)} lançamentos: divida o período em arquivos menores.`;
export const STATEMENT_NO_LINES = "O extrato não tem lançamentos.";

/** One valid line of a statement; `line` is its position in the file (1-based: the OFX transaction or the CSV row). */
export interface StatementLine {
  line: number;
  postedOn: string;
  amountCents: number;
  description: string;
  fitId: string | null;
}

/** A line the import leaves out, and why (pt-BR). */
export interface RejectedLine {
  line: number;
  reason: string;
}

/** The balance the bank states (OFX LEDGERBAL) on a date. */
export interface BankBalance {
  cents: number;
  on: string;
}

/** What a statement file holds. */
export interface ParsedStatement {
  lines: StatementLine[];
  rejected: RejectedLine[];
  bankBalance: BankBalance | null;
  account: { bankId: string | null; accountId: string | null } | null;
}

export const REJECT = {
  date: "data inválida",
  amount: "valor inválido",
  zero: "valor zero",
  formula: "célula com fórmula",
  description: "descrição vazia",
  control: "texto com caracteres de controle",
} as const;

/** The reason of a line dated before its account's saldo inicial (`openingDate`, `YYYY-MM-DD`). */
export const rejectBeforeOpening = (openingDate: string) => `data anterior à abertura da conta (${formatDate(openingDate)})`;
/** The reason of a line dated on or before the fechamento (`closedThrough`, `YYYY-MM-DD`). */
export const rejectClosed = (closedThrough: string) => `data nos livros fechados até ${formatDate(closedThrough)}`;

/** A description as stored: whitespace collapsed, trimmed, at most DESCRIPTION_MAX characters. */
export const cleanDescription = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_MAX);
