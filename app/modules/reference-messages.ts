/**
 * The pt-BR words of reference data (contatos, contas, categorias,
 * centros de custo) that is kept while entries name it: why a delete is
 * refused and what to do instead. Shared by the modules and their pages.
 */

/** A kind of reference row, with its grammatical gender ("o" or "a"), for the messages. */
export interface ReferenceNoun {
  /** Singular, lower case: "contato", "conta", "categoria", "centro de custo". */
  name: string;
  gender: "o" | "a";
}

export const CONTACT_NOUN: ReferenceNoun = { name: "contato", gender: "o" };

const plural = (count: number) => (count === 1 ? "1 lançamento" : `${count} lançamentos`);

/**
 * Why a row named by `count` entries cannot be deleted, and the way out:
 * "Esta conta está em 3 lançamentos e não pode ser excluída. Arquive-a: …".
 */
export function inUseMessage(noun: ReferenceNoun, count: number): string {
  const { name, gender } = noun;
  const pronoun = gender === "a" ? "ela" : "ele";
  return (
    `${gender === "a" ? "Esta" : "Este"} ${name} está em ${plural(count)} e não pode ser ` +
    `excluíd${gender}. Arquive-${gender}: ${pronoun} deixa de ser oferecid${gender} em novos lançamentos ` +
    `e os lançamentos existentes continuam com ${pronoun}.`
  );
}

/** The confirmation after a change of state: "Conta arquivada.", "Contato reativado.", "Categoria excluída." */
export function doneMessage(noun: ReferenceNoun, action: "criad" | "salv" | "arquivad" | "reativad" | "excluíd"): string {
  const name = noun.name.charAt(0).toUpperCase() + noun.name.slice(1);
  return `${name} ${action}${noun.gender}.`;
}
