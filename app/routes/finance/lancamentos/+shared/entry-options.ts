/** The options the ledger's selects offer, from the organization's active reference rows (`ledgerChoices`). */
import type { LedgerChoices } from "~/modules/finance/reference.server";
import type { SelectOption as Option } from "~/components/ui/select-field";

/** Observações: the schemas' limit, shown beside the field. */
export const NOTES_MAX = 2000;

export const idOptions = (rows: Array<{ id: string; name: string }>): Option[] =>
  rows.map((row) => ({ value: row.id, label: row.name }));

export const accountOptions = (accounts: LedgerChoices["accounts"]) => idOptions(accounts);

/** A contact as the entry forms name it, with its CPF or CNPJ when it has one: "Construtora Alicerce S.A. · 12.345.678/0001-90". */
export const contactLabel = (contact: { name: string; document: string | null }) =>
  contact.document ? `${contact.name} · ${contact.document}` : contact.name;

/** The contacts as options, each named by `contactLabel`. */
export const contactOptions = (contacts: LedgerChoices["contacts"]): Option[] =>
  contacts.map((contact) => ({ value: contact.id, label: contactLabel(contact) }));

/** The offered options plus an entry's current choice when it is no longer offered (archived since). */
export function withCurrent(options: Option[], id: string | null, name: string | null): Option[] {
  return id && !options.some((option) => option.value === id)
    ? [...options, { value: id, label: `${name} (arquivado)` }]
    : options;
}

/** The categories of one kind under their plan groups, in the plan's order; all of them (receitas, then despesas) when `kind` is null. */
export function categoryGroups(categories: LedgerChoices["categories"], kind: "receita" | "despesa" | null) {
  const groups: Array<{ label: string; options: Option[] }> = [];
  for (const category of categories) {
    if (kind && category.kind !== kind) continue;
    const last = groups.at(-1);
    const option = { value: category.id, label: category.name };
    if (last && last.label === category.group) last.options.push(option);
    else groups.push({ label: category.group, options: [option] });
  }
  return groups;
}
