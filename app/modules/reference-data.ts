/**
 * The answer of a create or an edit: saved; another row of the organization already has the name (or document); or
 * refused by a rule of the ledger, with pt-BR messages by field (an opening balance in closed books).
 */
export type ReferenceSave<T> =
  | { status: "saved"; row: T }
  | { status: "duplicate"; existing: { id: string; name: string; archived: boolean } }
  | { status: "refused"; fieldErrors: Record<string, string[]> };

/** The answer of a delete: done, refused because `entries` entries name the row, or null (not the organization's). */
export type ReferenceDelete = { status: "deleted" } | { status: "in_use"; entries: number } | null;

/** An archive the module refused, with why (an account that still holds money). */
export interface ArchiveRefusal {
  refused: string;
}

export const isArchiveRefusal = (value: unknown): value is ArchiveRefusal =>
  typeof value === "object" && value !== null && typeof (value as Partial<ArchiveRefusal>).refused === "string";

/** A choice as a select shows it: an archived row (of a noun of `gender`) marked, "Caixa antigo (arquivada)". */
export const choiceLabel = (row: { name: string; archived: boolean }, gender: "a" | "o") =>
  row.archived ? `${row.name} (arquivad${gender})` : row.name;

/** A kind of reference row, with its grammatical gender ("o" or "a"), for the messages. */
export interface ReferenceNoun {
  name: string;
  gender: "o" | "a";
}

export const CONTACT_NOUN: ReferenceNoun = { name: "contato", gender: "o" };

const plural = (count: number) => (count === 1 ? "1 lançamento" : `${count} lançamentos`);

/** Why a row named by `count` entries cannot be deleted, and the way out: "Esta conta está em 3 lançamentos e não pode ser excluída. Arquive-a: …". */
export function inUseMessage(noun: ReferenceNoun, count: number): string {
  const { name, gender } = noun;
  const pronoun = gender === "a" ? "ela" : "ele";
  return (
    `${gender === "a" ? "Esta" : "Este"} ${name} está em ${plural(count)} e não pode ser ` +
    `excluíd${gender}. Arquive-${gender}: ${pronoun} deixa de ser oferecid${gender} em novos lançamentos ` +
    `e os lançamentos existentes continuam com ${pronoun}.`
  );
}

const capitalized = (noun: ReferenceNoun) => noun.name.charAt(0).toUpperCase() + noun.name.slice(1);

/** The confirmation after a change of state: "Conta arquivada.", "Contato reativado.", "Categoria excluída." */
export function doneMessage(noun: ReferenceNoun, action: "criad" | "salv" | "arquivad" | "reativad" | "excluíd"): string {
  return `${capitalized(noun)} ${action}${noun.gender}.`;
}

/** What the 404 page says for a row of another organization, or none: "Conta não encontrada." */
export const notFoundMessage = (noun: ReferenceNoun) => `${capitalized(noun)} não encontrad${noun.gender}.`;

const article = (noun: ReferenceNoun) => (noun.gender === "a" ? "uma" : "um");

/** A create or an edit refused on a name another row has, and what to do when that one is archived. */
export function duplicateNameMessage(noun: ReferenceNoun, existing: { name: string; archived: boolean }): string {
  const { gender } = noun;
  return existing.archived
    ? `Já existe ${article(noun)} ${noun.name} arquivad${gender} com este nome (${existing.name}). Reative-${gender} na lista de arquivad${gender}s em vez de criar outr${gender}.`
    : `Já existe ${article(noun)} ${noun.name} com este nome (${existing.name}).`;
}

/** The words of the archive and delete panel of a row's page. */
export function stateWords(noun: ReferenceNoun, name: string) {
  const { gender } = noun;
  const pronoun = gender === "a" ? "ela" : "ele";
  return {
    archiveHint: `Arquivar tira ${gender} ${noun.name} das escolhas de novos lançamentos; os lançamentos existentes continuam com ${pronoun}.`,
    archivedNote: `Est${gender === "a" ? "a" : "e"} ${noun.name} está arquivad${gender}: não é oferecid${gender} em novos lançamentos.`,
    deleteHint: `Nenhum lançamento usa est${gender === "a" ? "a" : "e"} ${noun.name}: você pode excluí-l${gender}.`,
    deleteQuestion: `Excluir ${name} definitivamente? Isso não pode ser desfeito.`,
  };
}
