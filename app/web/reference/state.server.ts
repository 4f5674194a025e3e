/**
 * The archive, bring-back and delete buttons of a reference row's page
 * (contas, categorias, centros de custo, contatos), as plain form posts
 * with an `intent`: done, they redirect to the list with what was done
 * (`?feito=`); a delete asks for a confirmation first (a second post with
 * `confirmado`), and one refused because entries name the row answers why,
 * as does an archive refused because the account still holds money.
 * A row of another organization answers 404.
 */
import { data, redirect } from "react-router";
import {
  inUseMessage,
  isArchiveRefusal,
  notFoundMessage,
  type ReferenceDelete,
  type ReferenceNoun,
} from "~/modules/reference-data";
import type { DoneAction } from "./feedback";

/** What a reference page does for these intents: its noun, its list and the module's calls. */
export interface ReferenceStateCalls {
  noun: ReferenceNoun;
  listPath: string;
  /** Null when the row is not the organization's; a refusal (an account holding money) changes nothing. */
  setArchived(id: string, archived: boolean): Promise<unknown>;
  remove(id: string): Promise<ReferenceDelete>;
}

export type StateIntent = "arquivar" | "reativar" | "excluir";

export const isStateIntent = (value: unknown): value is StateIntent =>
  value === "arquivar" || value === "reativar" || value === "excluir";

/** What the page shows after an intent that did not redirect. */
export interface StateAnswer {
  confirmDelete?: boolean;
  stateError?: string;
}

const notFound = (noun: ReferenceNoun) => data(notFoundMessage(noun), { status: 404 });

const done = (calls: ReferenceStateCalls, action: DoneAction) => redirect(`${calls.listPath}?feito=${action}`);

/** Runs `intent` on row `id`; throws the redirect (or the 404), or answers the confirmation or the refusal. */
export async function runStateIntent(
  calls: ReferenceStateCalls,
  id: string,
  intent: StateIntent,
  form: FormData,
): Promise<StateAnswer> {
  if (intent !== "excluir") {
    const archived = intent === "arquivar";
    const outcome = await calls.setArchived(id, archived);
    if (outcome === null) throw notFound(calls.noun);
    if (isArchiveRefusal(outcome)) return { stateError: outcome.refused };
    throw done(calls, archived ? "arquivado" : "reativado");
  }
  if (form.get("confirmado") !== "sim") return { confirmDelete: true };
  const answer = await calls.remove(id);
  if (answer === null) throw notFound(calls.noun);
  if (answer.status === "in_use") return { stateError: inUseMessage(calls.noun, answer.entries) };
  throw done(calls, "excluido");
}
