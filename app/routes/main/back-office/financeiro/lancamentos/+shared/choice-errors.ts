/**
 * Field messages for ids the form may send but the organization does not
 * offer (another organization's row, an archived one, a category of the
 * other kind): the schemas check the shape, this checks the choice, so the
 * person reads which field to fix and nothing is saved. On an edit, what
 * the entry already names stays acceptable even if archived since.
 */
import type { LedgerChoices } from "~/modules/finance/reference.server";

type FieldErrors = Record<string, string[]>;

export interface NamedIds {
  accountId: string;
  categoryId: string | null;
  contactId: string | null;
  costCenterId: string | null;
}

const offered = (rows: Array<{ id: string }>, id: string | null | undefined, current?: string | null) =>
  !id || id === current || rows.some((row) => row.id === id);

/** The errors of a receita or despesa's account, category, contact and cost centre; empty when all are acceptable. */
export function entryChoiceErrors(
  value: NamedIds & { kind?: "receita" | "despesa" },
  choices: LedgerChoices,
  current?: NamedIds,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!offered(choices.accounts, value.accountId, current?.accountId)) errors.accountId = ["Escolha uma conta ativa da lista."];
  const category = choices.categories.find((row) => row.id === value.categoryId);
  if (!offered(choices.categories, value.categoryId, current?.categoryId))
    errors.categoryId = ["Escolha uma categoria ativa da lista."];
  else if (category && value.kind && category.kind !== value.kind)
    errors.categoryId = [`Escolha uma categoria de ${value.kind}.`];
  if (!offered(choices.contacts, value.contactId, current?.contactId)) errors.contactId = ["Escolha um contato ativo da lista."];
  if (!offered(choices.costCenters, value.costCenterId, current?.costCenterId))
    errors.costCenterId = ["Escolha um centro de custo ativo da lista."];
  return errors;
}

/** The errors of a transfer's two accounts. */
export function transferChoiceErrors(value: { fromAccountId: string; toAccountId: string }, choices: LedgerChoices): FieldErrors {
  const errors: FieldErrors = {};
  if (!offered(choices.accounts, value.fromAccountId)) errors.fromAccountId = ["Escolha uma conta ativa da lista."];
  if (!offered(choices.accounts, value.toAccountId)) errors.toAccountId = ["Escolha uma conta ativa da lista."];
  return errors;
}

/** The baixa's account: an active one, or the entry's own. */
export const accountChoiceErrors = (accountId: string, choices: LedgerChoices, current?: string): FieldErrors =>
  offered(choices.accounts, accountId, current) ? {} : { accountId: ["Escolha uma conta ativa da lista."] };
