/** What the reference rows' new and edit pages share in the browser. */
import { href } from "react-router";
import { ReferenceStatePanel } from "~/components/finance/reference-state-panel";
import { ACCOUNT_NOUN, CATEGORY_NOUN, COST_CENTER_NOUN } from "~/modules/finance/reference-schemas";
import { CONTACT_NOUN, inUseMessage, stateWords, type ReferenceNoun } from "~/modules/reference-data";
import type { ReferenceAnswer } from "~/web/reference/feedback";

/** A kind of reference row as its pages name it: the noun of the messages and the list's address. */
export interface ReferencePages {
  noun: ReferenceNoun;
  listPath: string;
}

export const ACCOUNT_PAGES: ReferencePages = { noun: ACCOUNT_NOUN, listPath: href("/financeiro/contas") };
export const CATEGORY_PAGES: ReferencePages = { noun: CATEGORY_NOUN, listPath: href("/financeiro/categorias") };
export const COST_CENTER_PAGES: ReferencePages = { noun: COST_CENTER_NOUN, listPath: href("/financeiro/centros-de-custo") };
export const CONTACT_PAGES: ReferencePages = { noun: CONTACT_NOUN, listPath: href("/financeiro/contatos") };

/** The archive and delete panel of row `row`, which `usage` entries name. */
export function ReferenceRowState({
  pages,
  row,
  usage,
  answer,
}: {
  pages: ReferencePages;
  row: { id: string; name: string; archivedAt: string | null };
  usage: number;
  answer?: ReferenceAnswer;
}) {
  return (
    <ReferenceStatePanel
      archived={row.archivedAt !== null}
      blocked={usage > 0 ? inUseMessage(pages.noun, usage) : null}
      confirmingDelete={answer?.confirmDelete === true}
      error={answer?.stateError}
      words={stateWords(pages.noun, row.name)}
      cancelHref={`${pages.listPath}/${row.id}`}
    />
  );
}
