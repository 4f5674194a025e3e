/**
 * The state of /financeiro/recebimentos and /financeiro/pagamentos in the
 * address: the tab (`?aba=em-aberto|vencidos|recebidos|pagos|todos`) and
 * the page. An unknown tab shows Em aberto with a pt-BR notice. Pure.
 */
import { z } from "~/config/zod";
import { addressReader } from "~/config/list-query";
import type { DueTab } from "./overview.server";

export type DueKind = "receita" | "despesa";

/** The tabs of a kind, in order: address value, module tab and label. */
export function dueTabs(kind: DueKind): ReadonlyArray<{ param: string; tab: DueTab; label: string }> {
  const settled = kind === "receita" ? { param: "recebidos", label: "Recebidos" } : { param: "pagos", label: "Pagos" };
  return [
    { param: "em-aberto", tab: "em_aberto", label: "Em aberto" },
    { param: "vencidos", tab: "vencidos", label: "Vencidos" },
    { ...settled, tab: "liquidados" },
    { param: "todos", tab: "todos", label: "Todos" },
  ];
}

export interface DueQuery {
  tab: DueTab;
  page: number;
  notices: string[];
}

/** Reads the tab and page of `params` for the receivables (receita) or payables (despesa). */
export function parseDueQuery(kind: DueKind, params: URLSearchParams): DueQuery {
  const tabs = dueTabs(kind);
  const address = addressReader(params);
  const { notices } = address;
  const raw = address.value("aba")?.trim();
  const parsed = z.enum(tabs.map((tab) => tab.param) as [string, ...string[]]).safeParse(raw);
  if (raw !== undefined && !parsed.success) notices.push("Aba desconhecida: mostrando Em aberto.");
  const tab = tabs.find((item) => item.param === (parsed.success ? parsed.data : "em-aberto"))!.tab;
  return { tab, page: address.page(), notices };
}

/** The address search of a tab and page (without defaults). */
export function dueSearch(kind: DueKind, tab: DueTab, page = 1): string {
  const params = new URLSearchParams();
  const param = dueTabs(kind).find((item) => item.tab === tab)!.param;
  if (param !== "em-aberto") params.set("aba", param);
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
