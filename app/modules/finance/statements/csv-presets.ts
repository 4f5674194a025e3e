/**
 * The column layouts of the CSV statements Brazilian banks export, as
 * presets of the mapping step, and how the step's first mapping is chosen:
 * the account's remembered mapping (csv-mappings.server.ts) when the file's
 * header row is the one it was made from, else a preset whose header row
 * the file has, else a remembered mapping of a file without header that
 * fits, else the guess from the names (guessMapping). Header cells are
 * compared folded (case, accents), "(R$)" and punctuation aside. Pure.
 */
import { fold } from "~/config/text-rules";
import { mappingProblem, type CsvMapping } from "./csv-mapping";

/** The rows searched for a header: some exports open with the account and the period above the table. */
const HEADER_ROWS = 10;

type Role = "date" | "description" | "amount" | "credit" | "debit" | "nature";

export interface CsvPreset {
  id: string;
  /** The bank's name, as the select shows it. */
  label: string;
  /** The header row of the export, as the bank writes it. */
  header: string[];
  /** The header cell each role reads. */
  roles: Partial<Record<Role, string>>;
}

/**
 * What each preset reads (dates dd/mm/aaaa unless said; amounts pt-BR):
 * - Itaú: `Data;Lançamento;Ag./Origem;Valor (R$);Saldos (R$)`, the
 *   lançamento as description, a signed valor.
 * - Bradesco: `Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$)`,
 *   crédito and débito apart.
 * - Banco do Brasil: `Data,Dependencia Origem,Histórico,Data do Balancete,
 *   Número do documento,Valor` (a trailing empty column), the histórico and
 *   a signed valor.
 * - Caixa: `Conta;Data_Mov;Nr_Doc;Historico;Valor;Deb_Cred`, dates
 *   aaaammdd, an unsigned valor whose sign is Deb_Cred (C or D).
 * - Santander: `Data;Histórico;Documento;Valor (R$);Saldo (R$)`, a signed
 *   valor.
 * - Nubank (conta): `Data,Valor,Identificador,Descrição`, a signed valor
 *   (the identificador is not read).
 * - Inter: `Data Lançamento;Histórico;Descrição;Valor;Saldo` under the
 *   account and period lines (those are reported as recusadas), the
 *   descrição (who paid or was paid) and a signed valor.
 * The saldo columns are never read: a statement's lines are movements.
 */
export const CSV_PRESETS: readonly CsvPreset[] = [
  {
    id: "itau",
    label: "Itaú",
    header: ["Data", "Lançamento", "Ag./Origem", "Valor (R$)", "Saldos (R$)"],
    roles: { date: "Data", description: "Lançamento", amount: "Valor (R$)" },
  },
  {
    id: "bradesco",
    label: "Bradesco",
    header: ["Data", "Histórico", "Docto.", "Crédito (R$)", "Débito (R$)", "Saldo (R$)"],
    roles: { date: "Data", description: "Histórico", credit: "Crédito (R$)", debit: "Débito (R$)" },
  },
  {
    id: "banco-do-brasil",
    label: "Banco do Brasil",
    header: ["Data", "Dependencia Origem", "Histórico", "Data do Balancete", "Número do documento", "Valor"],
    roles: { date: "Data", description: "Histórico", amount: "Valor" },
  },
  {
    id: "caixa",
    label: "Caixa",
    header: ["Conta", "Data_Mov", "Nr_Doc", "Historico", "Valor", "Deb_Cred"],
    roles: { date: "Data_Mov", description: "Historico", amount: "Valor", nature: "Deb_Cred" },
  },
  {
    id: "santander",
    label: "Santander",
    header: ["Data", "Histórico", "Documento", "Valor (R$)", "Saldo (R$)"],
    roles: { date: "Data", description: "Histórico", amount: "Valor (R$)" },
  },
  {
    id: "nubank",
    label: "Nubank (conta)",
    header: ["Data", "Valor", "Identificador", "Descrição"],
    roles: { date: "Data", description: "Descrição", amount: "Valor" },
  },
  {
    id: "inter",
    label: "Inter",
    header: ["Data Lançamento", "Histórico", "Descrição", "Valor", "Saldo"],
    roles: { date: "Data Lançamento", description: "Descrição", amount: "Valor" },
  },
];

/** A header cell as compared: folded, "(R$)" and punctuation left out. */
const keyOf = (cell: string) =>
  fold(cell)
    .replace(/\(r\$\)/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The compared form of a header row (trailing empty cells left out), e.g. `["data", "lancamento", "valor"]`. */
export function headerKeys(row: readonly string[]): string[] {
  const keys = row.map(keyOf);
  while (keys.length > 0 && keys.at(-1) === "") keys.pop();
  return keys;
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * `preset`'s mapping of `rows`: its columns found by name in the first row (of the first HEADER_ROWS) that holds
 * them all, the header skipped when it is the first row; null when no row holds them.
 */
export function presetMapping(preset: CsvPreset, rows: readonly string[][]): CsvMapping | null {
  const wanted = Object.entries(preset.roles) as Array<[Role, string]>;
  for (const [index, row] of rows.slice(0, HEADER_ROWS).entries()) {
    const keys = headerKeys(row);
    const columns = wanted.map(([role, name]) => [role, keys.indexOf(keyOf(name))] as const);
    if (columns.some(([, column]) => column < 0)) continue;
    const found = Object.fromEntries(columns) as Partial<Record<Role, number>>;
    return {
      date: found.date!,
      description: found.description!,
      amount: found.amount ?? null,
      credit: found.credit ?? null,
      debit: found.debit ?? null,
      nature: found.nature ?? null,
      header: index === 0,
    };
  }
  return null;
}

/** A mapping an account remembers, with the header row keys of the file it was made from (null: a file without header). */
export interface RememberedMapping {
  mapping: CsvMapping;
  headerKeys: string[] | null;
}

/** Where the first mapping of the step came from: the account's last import, a preset (its id), or neither. */
export type MappingSource = { kind: "conta" } | { kind: "modelo"; id: string } | null;

/** The first mapping of `rows` (of `columns` cells at most) and where it came from; `guess` when nothing fits. */
export function preselectMapping(
  rows: readonly string[][],
  columns: number,
  remembered: RememberedMapping | null,
  guess: () => CsvMapping,
): { mapping: CsvMapping; source: MappingSource } {
  const fits = remembered !== null && mappingProblem(remembered.mapping, columns) === null;
  const first = headerKeys(rows[0] ?? []);
  if (fits && remembered.headerKeys && sameKeys(remembered.headerKeys, first))
    return { mapping: remembered.mapping, source: { kind: "conta" } };
  for (const preset of CSV_PRESETS) {
    const keys = headerKeys(preset.header);
    if (!rows.slice(0, HEADER_ROWS).some((row) => sameKeys(headerKeys(row), keys))) continue;
    const mapping = presetMapping(preset, rows);
    if (mapping) return { mapping, source: { kind: "modelo", id: preset.id } };
  }
  if (fits && remembered.headerKeys === null) return { mapping: remembered.mapping, source: { kind: "conta" } };
  return { mapping: guess(), source: null };
}
