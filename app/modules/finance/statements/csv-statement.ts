/**
 * CSV statements (a bank's export or a spreadsheet) to the common shape
 * (types.ts), after a person maps the columns: which holds the date, the
 * description, and the amount, either one signed valor column or separate
 * crédito and débito columns (a débito is money out whatever its sign);
 * beside the valor, a natureza column saying C or D may give its sign.
 * Dates dd/mm/aaaa, ISO or aaaammdd; amounts pt-BR (1.234,56) or 1234.56. A mapped
 * cell a spreadsheet would run as a formula is refused; a row whose
 * description starts with "Saldo" is a balance, not a movement; the
 * mapping and its checks are in csv-mapping.ts, the banks' layouts in
 * csv-presets.ts. Pure.
 */
import { fold } from "~/config/text-rules";
import { isFormulaCell } from "../csv";
import type { CsvMapping } from "./csv-mapping";
import { statementCents, statementDate } from "./values";
import {
  cleanDescription,
  REJECT,
  STATEMENT_MAX_LINES,
  STATEMENT_NO_LINES,
  STATEMENT_TOO_MANY_LINES,
  type ParsedStatement,
  type RejectedLine,
  type StatementLine,
} from "./types";

const BALANCE_ROW = "linha de saldo, não é lançamento";
const NO_AMOUNT = "valor vazio";
const NO_NATURE = "natureza sem C ou D";

/** A first guess at the mapping from the header row's names (data, histórico, valor, crédito, débito, natureza...). */
export function guessMapping(rows: string[][]): CsvMapping {
  const names = (rows[0] ?? []).map((name) => fold(name).trim());
  const find = (...words: string[]) => {
    const index = names.findIndex((name) => words.some((word) => name.includes(word)));
    return index < 0 ? null : index;
  };
  const date = find("data", "date");
  const header = date !== null && rows[0] !== undefined && statementDate(rows[0][date] ?? "") === null;
  const credit = find("credito", "entrada");
  const debit = find("debito", "saida");
  const amount = credit === null && debit === null ? find("valor", "amount", "quantia") : null;
  const nature = amount === null ? null : find("natureza", "deb_cred", "d/c", "c/d");
  return {
    date: date ?? 0,
    description: find("descricao", "historico", "lancamento", "memo", "description", "title") ?? 1,
    amount: amount ?? (credit === null && debit === null ? 2 : null),
    credit,
    debit,
    nature,
    header,
  };
}

/** The statement in `rows` read through `mapping` (check it with mappingProblem first); or the pt-BR message for a file that cannot be imported. */
export function parseCsvStatement(rows: string[][], mapping: CsvMapping): ParsedStatement | { error: string } {
  const body = mapping.header ? rows.slice(1) : rows;
  if (body.length > STATEMENT_MAX_LINES) return { error: STATEMENT_TOO_MANY_LINES };
  if (body.length === 0) return { error: STATEMENT_NO_LINES };
  const lines: StatementLine[] = [];
  const rejected: RejectedLine[] = [];
  const first = mapping.header ? 2 : 1;
  body.forEach((row, index) => {
    const line = index + first;
    const cell = (column: number | null) => (column === null ? "" : (row[column] ?? "").trim());
    const mapped = [mapping.date, mapping.description, mapping.amount, mapping.credit, mapping.debit, mapping.nature].map(cell);
    if (mapped.some(isFormulaCell)) return rejected.push({ line, reason: REJECT.formula });
    const description = cleanDescription(cell(mapping.description));
    if (/^saldo\b/i.test(description)) return rejected.push({ line, reason: BALANCE_ROW });
    const postedOn = statementDate(cell(mapping.date));
    if (!postedOn) return rejected.push({ line, reason: REJECT.date });
    const amountCents = amountOf(cell(mapping.amount), cell(mapping.credit), cell(mapping.debit), mapping.amount !== null);
    if (amountCents === undefined) return rejected.push({ line, reason: NO_AMOUNT });
    const sign = mapping.nature === null ? 1 : natureSign(cell(mapping.nature));
    if (sign === null) return rejected.push({ line, reason: NO_NATURE });
    if (amountCents === null) return rejected.push({ line, reason: REJECT.amount });
    if (amountCents === 0) return rejected.push({ line, reason: REJECT.zero });
    if (!description) return rejected.push({ line, reason: REJECT.description });
    lines.push({
      line,
      postedOn,
      amountCents: mapping.nature === null ? amountCents : sign * Math.abs(amountCents),
      description,
      fitId: null,
    });
  });
  return { lines, rejected, bankBalance: null, account: null };
}

/** 1 for a crédito ("C", "Crédito"), -1 for a débito ("D", "Débito"), null for anything else. */
function natureSign(text: string): 1 | -1 | null {
  const word = fold(text);
  if (word === "c" || word.startsWith("cred")) return 1;
  if (word === "d" || word.startsWith("deb")) return -1;
  return null;
}

function amountOf(amount: string, credit: string, debit: string, single: boolean): number | null | undefined {
  if (single) return amount === "" ? undefined : statementCents(amount);
  if (credit === "" && debit === "") return undefined;
  const creditCents = credit === "" ? 0 : statementCents(credit);
  const debitCents = debit === "" ? 0 : statementCents(debit);
  if (creditCents === null || debitCents === null) return null;
  return Math.abs(creditCents) - Math.abs(debitCents);
}
