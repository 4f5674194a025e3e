/**
 * The address of the finance reports: `?ano=2026` (a year, by month) or
 * `?mes=2026-11` (a month, by day, the fluxo de caixa only), `?conta=` (one
 * account of the organization; the fluxo de caixa), `?centro=` (one centro de
 * custo of the organization, or `sem` for the entries without one; both
 * reports) and `?regime=caixa` (the DRE; competência when absent). A value
 * that is not one is dropped with a pt-BR notice and the report shows the
 * current year, every account, every centro or competência instead: bad
 * input never fails the page.
 */
import { parseMonth } from "~/config/calendar";
import type { Regime } from "./reports/dre";

/** A year, or a month of it (which then wins). */
export interface CashFlowAddress {
  year: number;
  month?: string;
  accountId?: string;
  /** A centro de custo's id, or `''` for the entries without one. */
  costCenterId?: string;
}

export interface DreAddress {
  year: number;
  regime: Regime;
  costCenterId?: string;
}

/** `?centro=sem`: the entries without a centro de custo. */
export const NO_COST_CENTER = "sem";

function parseCostCenter(params: URLSearchParams, costCenterIds: readonly string[], notices: string[]) {
  const centro = params.get("centro");
  if (!centro) return undefined;
  if (centro === NO_COST_CENTER) return "";
  if (costCenterIds.includes(centro)) return centro;
  notices.push("Centro de custo não encontrado: mostrando todos os centros.");
  return undefined;
}

const withCostCenter = (search: URLSearchParams, costCenterId: string | undefined) => {
  if (costCenterId !== undefined) search.set("centro", costCenterId || NO_COST_CENTER);
  return search;
};

const YEAR = /^\d{4}$/;

/** The year of `text` when it is "YYYY" between 1900 and 2999; else null. */
export function parseYear(text: string | null): number | null {
  if (!text || !YEAR.test(text)) return null;
  const year = Number(text);
  return year >= 1900 && year <= 2999 ? year : null;
}

const yearOf = (today: string) => Number(today.slice(0, 4));

/** The organization's account and centro de custo ids, what `?conta=` and `?centro=` may name. */
export interface ReportChoices {
  accountIds: readonly string[];
  costCenterIds: readonly string[];
}

/** The fluxo de caixa's address read against `today` and the organization's accounts and centros de custo. */
export function parseCashFlowAddress(
  params: URLSearchParams,
  today: string,
  { accountIds, costCenterIds }: ReportChoices,
): { address: CashFlowAddress; notices: string[] } {
  const notices: string[] = [];
  const conta = params.get("conta");
  const accountId = conta && accountIds.includes(conta) ? conta : undefined;
  if (conta && !accountId) notices.push("Conta não encontrada: mostrando todas as contas.");
  const costCenterId = parseCostCenter(params, costCenterIds, notices);
  const mes = params.get("mes");
  if (mes !== null) {
    const month = parseMonth(mes);
    if (month) return { address: { year: Number(month.slice(0, 4)), month, accountId, costCenterId }, notices };
    notices.push(`Mês inválido: mostrando ${yearOf(today)}.`);
  }
  const ano = params.get("ano");
  const year = parseYear(ano);
  if (ano !== null && year === null && mes === null) notices.push(`Ano inválido: mostrando ${yearOf(today)}.`);
  return { address: { year: year ?? yearOf(today), accountId, costCenterId }, notices };
}

/** The DRE's address read against `today` and the organization's centros de custo. */
export function parseDreAddress(
  params: URLSearchParams,
  today: string,
  costCenterIds: readonly string[],
): { address: DreAddress; notices: string[] } {
  const notices: string[] = [];
  const ano = params.get("ano");
  const year = parseYear(ano);
  if (ano !== null && year === null) notices.push(`Ano inválido: mostrando ${yearOf(today)}.`);
  const regime = params.get("regime");
  if (regime !== null && regime !== "caixa" && regime !== "competencia")
    notices.push("Regime inválido: mostrando o regime de competência.");
  const costCenterId = parseCostCenter(params, costCenterIds, notices);
  return {
    address: { year: year ?? yearOf(today), regime: regime === "caixa" ? "caixa" : "competencia", costCenterId },
    notices,
  };
}

/** The query string of a fluxo de caixa address ("?ano=2026&conta=…"), the month winning over the year. */
export function cashFlowSearch(address: CashFlowAddress): string {
  const search = new URLSearchParams();
  if (address.month) search.set("mes", address.month);
  else search.set("ano", String(address.year));
  if (address.accountId) search.set("conta", address.accountId);
  return `?${withCostCenter(search, address.costCenterId)}`;
}

/** The query string of a DRE address ("?ano=2026&regime=caixa"; competência is the default and left out). */
export function dreSearch(address: DreAddress): string {
  const search = new URLSearchParams({ ano: String(address.year) });
  if (address.regime === "caixa") search.set("regime", "caixa");
  return `?${withCostCenter(search, address.costCenterId)}`;
}
