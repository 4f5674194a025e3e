/** The fields of the lançamentos filters bar: address names and pt-BR labels in one place. */
import { href } from "react-router";
import type { FilterInput, FilterLookup, FilterSelect } from "~/components/ui/filter-bar";
import { ENTRY_STATUSES, STATUS_LABELS } from "~/modules/finance/status";
import type { EntryFilters, EntryKind } from "~/modules/finance/types";
import { entrySearch, type EntryQuery } from "~/modules/finance/entry-query";
import { choiceLabel } from "~/modules/reference-data";

export const KIND_LABELS: Record<EntryKind, string> = {
  receita: "Receita",
  despesa: "Despesa",
  transferencia: "Transferência",
};

const CATEGORY_GROUPS: Record<string, string> = { receita: "Receitas", despesa: "Despesas" };

type Named = { id: string; name: string };
type Choice = Named & { archived: boolean };

export interface FilterChoices {
  accounts: Choice[];
  categories: Array<Choice & { kind: string }>;
  costCenters: Choice[];
}

/** Archived rows stay filters, marked. */
const options = (items: Choice[], gender: "a" | "o") =>
  items.map((item) => ({ value: item.id, label: choiceLabel(item, gender) }));

/** The selects, in the order the bar shows them, each with its current value; the basis first, as it decides what the period means. */
export function filterSelects(filters: EntryFilters, choices: FilterChoices): FilterSelect[] {
  return [
    {
      name: "base",
      label: "Datas",
      any: "Por vencimento",
      options: [{ value: "competencia", label: "Por competência" }],
      value: filters.basis,
    },
    {
      name: "conta",
      label: "Conta",
      any: "Todas as contas",
      options: options(choices.accounts, "a"),
      value: filters.accountId,
    },
    {
      name: "categoria",
      label: "Categoria",
      any: "Todas as categorias",
      options: choices.categories.map((category) => ({
        value: category.id,
        label: choiceLabel(category, "a"),
        group: CATEGORY_GROUPS[category.kind],
      })),
      value: filters.categoryId,
    },
    {
      name: "tipo",
      label: "Tipo",
      any: "Todos os tipos",
      options: Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
      value: filters.kind,
    },
    {
      name: "status",
      label: "Situação",
      any: "Todas as situações",
      options: ENTRY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
      value: filters.status,
    },
    {
      name: "centro",
      label: "Centro de custo",
      any: "Todos os centros de custo",
      options: options(choices.costCenters, "o"),
      value: filters.costCenterId,
    },
  ];
}

/** The contact field: the contact filtered by, or the name typed with the contacts it matched, each a link to the list filtered by it (page 1). */
export function contactLookup(query: EntryQuery, contact: Named | null, candidates: Named[], more: boolean): FilterLookup {
  const by = (id: string) =>
    entrySearch({ ...query, contactName: undefined, filters: { ...query.filters, contactId: id } }, { page: 1 });
  return {
    name: "contato",
    label: "Contato",
    placeholder: "Todos os contatos",
    current: contact,
    text: query.contactName,
    suggestions: href("/financeiro/lancamentos/contatos"),
    candidates: candidates.map((candidate) => ({ name: candidate.name, href: by(candidate.id) })),
    more,
  };
}

/** The period's fields: the first and last days of a range (the month stays in the address for when they are cleared). */
export const periodFields = (filters: EntryFilters): FilterInput[] => [
  { name: "de", label: "De", value: filters.range?.from },
  { name: "ate", label: "Até", value: filters.range?.to },
];
