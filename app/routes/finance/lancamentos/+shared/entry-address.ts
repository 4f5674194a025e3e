/** Addresses of the entry page: the list's state it opens over, plus its own parameters. Pure. */
import { href } from "react-router";
import { todayInSaoPaulo } from "~/config/calendar";
import { entrySearch, parseEntryQuery } from "~/modules/finance/entry-query";

export type Notice = "criado" | "editado" | "baixa" | "estorno" | "cancelado" | "anexado" | "removido";

export const NOTICES: Record<Notice, string> = {
  criado: "Lançamento criado.",
  editado: "Alterações salvas.",
  baixa: "Baixa registrada.",
  estorno: "Baixa estornada. O valor voltou a ficar em aberto.",
  cancelado: "Lançamento cancelado.",
  anexado: "Comprovante anexado.",
  removido: "Comprovante removido.",
};

export type Confirmation = "estorno" | "cancelar" | "excluir" | "remover-comprovante";
const CONFIRMATIONS: readonly Confirmation[] = ["estorno", "cancelar", "excluir", "remover-comprovante"];

/** The list's part of an address: `?mes=…` with its filters, order and page. */
export const listSearch = (params: URLSearchParams) => entrySearch(parseEntryQuery(params, todayInSaoPaulo()));

/** The entry's address with the list's state of `list` (a `?…` search) and the entry's own parameters. */
export function entryHref(id: string, list: string, own: Record<string, string> = {}): string {
  const params = new URLSearchParams(list);
  for (const [name, value] of Object.entries(own)) params.set(name, value);
  return `${href("/financeiro/lancamentos/:id", { id })}?${params}`;
}

/** What the entry page's address asks for. */
export function entryPageState(params: URLSearchParams) {
  const notice = params.get("aviso");
  const confirm = params.get("confirmar");
  return {
    notice: notice && notice in NOTICES ? NOTICES[notice as Notice] : null,
    editing: params.get("editar") === "1",
    confirm: CONFIRMATIONS.includes(confirm as Confirmation) ? (confirm as Confirmation) : null,
    target: params.get("alvo"),
  };
}
