import { fold, hasControlCharacter } from "~/config/text-rules";
import type { CategoryKind } from "~/db/schema";
import { documentProblem, normalizeDocument } from "~/modules/contacts/document";
import { isFormulaCell } from "../csv";
import { entryCreateSchema, settlementSchema, type EntryInput } from "../schemas";
import { COLUMN_LABELS, MAX_CELL_LENGTH, type ImportColumn } from "./columns";
import type { SheetLine } from "./sheet";
import { settlementDateError } from "../settlement-dates";
import { closedPeriodMessage } from "../period-lock";
import { entryDateError } from "../entry-dates";

/** A reference row as the import sees it. */
export interface Reference {
  id: string;
  archived: boolean;
}

/** A category, with the kind of entry it takes. */
export interface CategoryReference extends Reference {
  kind: CategoryKind;
}

/** An account, with the date of its saldo inicial (no baixa before it). */
export interface AccountReference extends Reference {
  openingDate: string;
}

/** A contact, with its name (for the entry's search text). */
export interface ContactReference extends Reference {
  name: string;
}

/** The organization's reference rows by lookup key (`lookupKey` of the name; contacts also by `documentKey` of their CPF/CNPJ). */
export interface Directory {
  accounts: Map<string, AccountReference[]>;
  categories: Map<string, CategoryReference[]>;
  costCenters: Map<string, Reference[]>;
  contacts: Map<string, ContactReference[]>;
  /** The fechamento in force (`YYYY-MM-DD`): no line dated on or before it. */
  closedThrough?: string | null;
}

/** An entry ready to write: the create form's output (once, no repetition) plus its baixa date and contact name. */
export type ImportedEntry = Omit<EntryInput, "repeat"> & {
  settledOn: string | null;
  contactName: string | null;
};

export interface ValidLine {
  line: number;
  entry: ImportedEntry;
}

export interface InvalidLine {
  line: number;
  messages: string[];
}

export interface CheckedSheet {
  valid: ValidLine[];
  invalid: InvalidLine[];
}

/** How a name is looked up: accents, case and surrounding spaces ignored (contacts.sort_name is the same fold). */
export const lookupKey = (name: string) => fold(name.trim());

/** The key of a CPF/CNPJ written in a contact cell, or null when the cell is not a valid one. */
export const documentKey = (cell: string) => (documentProblem(cell) === null ? `doc:${normalizeDocument(cell)}` : null);

/** What the contact cells of `lines` ask for: folded names and normalised documents, without repeats. */
export function contactLookups(lines: readonly SheetLine[]): { names: string[]; documents: string[] } {
  const names = new Set<string>();
  const documents = new Set<string>();
  for (const { cells } of lines) {
    if (cells.contact === "") continue;
    const document = documentKey(cells.contact);
    if (document) documents.add(document.slice(4));
    else names.add(lookupKey(cells.contact));
  }
  return { names: [...names], documents: [...documents] };
}

/** A placeholder id for a reference already refused, so the schema reports only the line's other problems. */
const NO_ID = "00000000-0000-4000-8000-000000000000";

const DATE_BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+00:00(?::00)?)?$/;

/** dd/mm/aaaa (or YYYY-MM-DD) → `YYYY-MM-DD`; anything else unchanged, for the schema to refuse. */
export function isoDate(cell: string): string {
  const match = DATE_BR.exec(cell);
  return match ? `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}` : cell;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Found<T> = { ref: T } | { message: string };

function resolve<T extends Reference>(
  rows: T[] | undefined,
  noun: { one: string; found: string },
  name: string,
  fits: (row: T) => boolean = () => true,
  misfit?: string,
): Found<T> {
  const quoted = `"${name.slice(0, 80)}"`;
  if (!rows || rows.length === 0) return { message: `${capitalized(noun.one)} ${quoted} não ${noun.found}.` };
  const active = rows.filter((row) => !row.archived);
  if (active.length === 0)
    return { message: `${capitalized(noun.one)} ${quoted} está arquivad${noun.found.endsWith("a") ? "a" : "o"}.` };
  const fitting = active.filter(fits);
  if (fitting.length === 0) return { message: misfit ?? `${capitalized(noun.one)} ${quoted} não ${noun.found}.` };
  if (fitting.length > 1)
    return { message: `Há mais de um${noun.found.endsWith("a") ? "a" : ""} ${noun.one} ${quoted}: renomeie para distinguir.` };
  return { ref: fitting[0]! };
}

const CATEGORY = { one: "categoria", found: "encontrada" };
const ACCOUNT = { one: "conta", found: "encontrada" };
const CONTACT = { one: "contato", found: "encontrado" };
const COST_CENTER = { one: "centro de custo", found: "encontrado" };

const KINDS: Record<string, CategoryKind> = { receita: "receita", despesa: "despesa" };
const NEGATIVE_RECEITA = "Valor: Um valor negativo é de despesa, mas o tipo diz receita.";
const TRANSFER_REFUSED = "Transferências não são importadas: registre-as em Novo lançamento.";

const FIELD_COLUMNS: Record<string, ImportColumn> = {
  kind: "kind",
  description: "description",
  amount: "amount",
  dueDate: "dueDate",
  competenceDate: "competenceDate",
  notes: "notes",
  settledOn: "settledOn",
};

const blankToUndefined = (cell: string) => (cell === "" ? undefined : cell);

/** The messages of one line (empty when it is valid) and, when valid, its entry; a negative valor is a despesa (a tipo receita refuses it); a data de pagamento after `today`, a date in the closed books, or a competência or vencimento outside the window on `today` (entry-dates.ts), is refused. */
export function checkLine(sheetLine: SheetLine, directory: Directory, today: string): ValidLine | InvalidLine {
  const { line, cells, raw } = sheetLine;
  const messages: string[] = [];
  for (const cell of raw) {
    if (isFormulaCell(cell)) messages.push(`Célula com fórmula não é aceita: ${cell.slice(0, 40)}${cell.length > 40 ? "…" : ""}`);
    if (cell.length > MAX_CELL_LENGTH) messages.push(`Célula longa demais: no máximo ${MAX_CELL_LENGTH} caracteres.`);
    if (hasControlCharacter(cell)) messages.push("Célula com caracteres de controle não é aceita.");
  }
  if (messages.length > 0) return { line, messages };

  // The export writes saídas negative: without a tipo, the sign says which way the money goes.
  const negative = /^-\s*\d/.test(cells.amount);
  const amount = negative ? cells.amount.replace(/^-\s*/, "") : cells.amount;
  const kindKey = lookupKey(cells.kind);
  const kind = kindKey === "" && /^\d/.test(amount) ? (negative ? "despesa" : "receita") : KINDS[kindKey];
  const ids = {
    accountId: NO_ID,
    categoryId: NO_ID,
    contactId: undefined as string | undefined,
    costCenterId: undefined as string | undefined,
  };
  let contactName: string | null = null;
  const pick = <T extends Reference>(found: Found<T>, keep: (ref: T) => void) => {
    if ("ref" in found) keep(found.ref);
    else messages.push(found.message);
  };
  if (cells.category === "") messages.push("Informe a categoria.");
  else if (kind)
    pick(
      resolve(
        directory.categories.get(lookupKey(cells.category)),
        CATEGORY,
        cells.category,
        (row) => row.kind === kind,
        `A categoria "${cells.category.slice(0, 80)}" não é de ${kind}.`,
      ),
      (ref) => (ids.categoryId = ref.id),
    );
  let account: AccountReference | undefined;
  if (cells.account === "") messages.push("Informe a conta.");
  else
    pick(resolve(directory.accounts.get(lookupKey(cells.account)), ACCOUNT, cells.account), (ref) => {
      ids.accountId = ref.id;
      account = ref;
    });
  if (cells.contact !== "") {
    const lookup = documentKey(cells.contact) ?? lookupKey(cells.contact);
    pick(resolve(directory.contacts.get(lookup), CONTACT, cells.contact), (ref) => {
      ids.contactId = ref.id;
      contactName = ref.name;
    });
  }
  if (cells.costCenter !== "")
    pick(
      resolve(directory.costCenters.get(lookupKey(cells.costCenter)), COST_CENTER, cells.costCenter),
      (ref) => (ids.costCenterId = ref.id),
    );

  if (negative && kind === "receita") messages.push(NEGATIVE_RECEITA);
  const form = entryCreateSchema.safeParse({
    kind: kind ?? blankToUndefined(cells.kind),
    description: blankToUndefined(cells.description),
    amount: blankToUndefined(amount),
    dueDate: blankToUndefined(isoDate(cells.dueDate)),
    competenceDate: blankToUndefined(isoDate(cells.competenceDate)),
    notes: blankToUndefined(cells.notes),
    ...ids,
  });
  const settledOn = cells.settledOn === "" ? null : isoDate(cells.settledOn);
  const baixa = settledOn === null ? null : settlementSchema.safeParse({ settledOn, amount, accountId: ids.accountId });
  const lock = directory.closedThrough ?? null;
  const dateError =
    baixa?.success && account ? settlementDateError(baixa.data.settledOn, account.openingDate, today, lock) : null;
  const closed = form.success && lock && [form.data.dueDate, form.data.competenceDate].some((date) => date && date <= lock);
  if (closed) messages.push(closedPeriodMessage(lock));
  // A blank competência is the vencimento: only a cell given is named.
  const outside = (field: "competenceDate" | "dueDate", subject: string) => {
    const given = field === "dueDate" || cells.competenceDate !== "";
    const message = form.success && given ? entryDateError(form.data[field], subject, today) : null;
    return message ? [{ path: [field], message }] : [];
  };
  const issues = [
    ...(form.success ? [] : form.error.issues),
    ...outside("competenceDate", "A competência"),
    ...outside("dueDate", "O vencimento"),
    ...(baixa && !baixa.success ? baixa.error.issues.filter((issue) => issue.path[0] === "settledOn") : []),
    ...(dateError ? [{ path: ["settledOn"], message: dateError }] : []),
  ];
  for (const issue of issues) {
    const field = String(issue.path[0]);
    const column = FIELD_COLUMNS[field];
    const text = field === "kind" && kindKey === "transferencia" ? TRANSFER_REFUSED : issue.message;
    const message = column ? `${capitalized(COLUMN_LABELS[column])}: ${text}` : text;
    if (!messages.includes(message)) messages.push(message);
  }
  if (messages.length > 0 || !form.success) return { line, messages };
  const { repeat: _repeat, ...entry } = form.data;
  return { line, entry: { ...entry, settledOn, contactName } };
}

/** Every line checked: the valid ones with their entries, the others with their messages, both in file order. */
export function checkSheet(lines: readonly SheetLine[], directory: Directory, today: string): CheckedSheet {
  const checked: CheckedSheet = { valid: [], invalid: [] };
  for (const line of lines) {
    const result = checkLine(line, directory, today);
    if ("entry" in result) checked.valid.push(result);
    else checked.invalid.push(result);
  }
  return checked;
}
