/** The reconciliation page's address: `conta`, `situacao`, `pagina`, `criar`, `buscar` and its `q`, `aviso`, `importado`. Pure. */
import { href } from "react-router";
import { pageNumber } from "~/config/pagination";
import type { StatementLineStatus } from "~/modules/finance/reconciliation/schemas";

export const TABS = [
  { value: "pendentes", status: "pendente", label: "Pendentes" },
  { value: "conciliadas", status: "conciliada", label: "Conciliadas" },
  { value: "ignoradas", status: "ignorada", label: "Ignoradas" },
] as const satisfies ReadonlyArray<{ value: string; status: StatementLineStatus; label: string }>;

export type Tab = (typeof TABS)[number]["value"];

export const NOTICES = {
  aceita: "Linha conciliada.",
  criado: "Lançamento criado, baixado e conciliado com a linha.",
  ignorada: "Linha ignorada.",
  restaurada: "A linha voltou para as pendentes.",
  desfeita: "Conciliação desfeita: a linha voltou para as pendentes. A baixa continua no lançamento; estorne-a lá se for o caso.",
  estornada: "Conciliação desfeita: a linha voltou para as pendentes e as baixas feitas por ela foram estornadas.",
} as const;

export type Notice = keyof typeof NOTICES;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | null) => (value && ID.test(value) ? value : null);
/** The longest search text kept. */
const QUERY_LENGTH = 100;

export interface ReconciliationAddress {
  accountId: string | null;
  tab: Tab;
  page: number;
  createLineId: string | null;
  /** The line whose "Buscar lançamento" is open, and what it searches for. */
  searchLineId: string | null;
  query: string;
  notice: string | null;
  importId: string | null;
}

export function parseAddress(params: URLSearchParams): ReconciliationAddress {
  const tab = TABS.find((each) => each.value === params.get("situacao"))?.value ?? "pendentes";
  const notice = params.get("aviso");
  return {
    accountId: idOf(params.get("conta")),
    tab,
    page: pageNumber(params.get("pagina")),
    createLineId: idOf(params.get("criar")),
    searchLineId: idOf(params.get("buscar")),
    query: (params.get("q") ?? "").trim().slice(0, QUERY_LENGTH),
    notice: notice && notice in NOTICES ? NOTICES[notice as Notice] : null,
    importId: idOf(params.get("importado")),
  };
}

export const statusOf = (tab: Tab) => TABS.find((each) => each.value === tab)!.status;

/** The page's address for `accountId` with `own` parameters; the default tab and page 1 are left out. */
export function reconciliationHref(
  accountId: string | null,
  own: { tab?: Tab; page?: number; criar?: string; buscar?: string; q?: string; aviso?: Notice } = {},
): string {
  const params = new URLSearchParams();
  if (accountId) params.set("conta", accountId);
  if (own.tab && own.tab !== "pendentes") params.set("situacao", own.tab);
  if (own.page && own.page > 1) params.set("pagina", String(own.page));
  if (own.criar) params.set("criar", own.criar);
  if (own.buscar) params.set("buscar", own.buscar);
  if (own.buscar && own.q) params.set("q", own.q);
  if (own.aviso) params.set("aviso", own.aviso);
  const search = params.toString();
  return `${href("/financeiro/conciliacao")}${search ? `?${search}` : ""}`;
}

/** The statement import page for `accountId`. */
export const importHref = (accountId: string | null) =>
  `${href("/financeiro/conciliacao/importar")}${accountId ? `?conta=${accountId}` : ""}`;
