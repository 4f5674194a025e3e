/**
 * The address of the finance reports: `?ano=2026` (a year, by month) or
 * `?mes=2026-11` (a month, by day, the fluxo de caixa only), `?conta=` (one
 * account of the organization; the fluxo de caixa) and `?regime=caixa` (the
 * DRE; competência when absent). A value that is not one is dropped with a
 * pt-BR notice and the report shows the current year, every account or
 * competência instead: bad input never fails the page.
 */
import { parseMonth } from "~/config/calendar";
import type { Regime } from "./reports/dre";

/** A year, or a month of it (which then wins). */
export interface CashFlowAddress {
  year: number;
  month?: string;
  accountId?: string;
}

export interface DreAddress {
  year: number;
  regime: Regime;
}

const YEAR = /^\d{4}$/;

/** The year of `text` when it is "YYYY" between 1900 and 2999; else null. */
export function parseYear(text: string | null): number | null {
  if (!text || !YEAR.test(text)) return null;
  const year = Number(text);
  return year >= 1900 && year <= 2999 ? year : null;
}

const yearOf = (today: string) => Number(today.slice(0, 4));

/** The fluxo de caixa's address read against `today` and the organization's account ids. */
export function parseCashFlowAddress(
  params: URLSearchParams,
  today: string,
  accountIds: readonly string[],
): { address: CashFlowAddress; notices: string[] } {
  const notices: string[] = [];
  const conta = params.get("conta");
  const accountId = conta && accountIds.includes(conta) ? conta : undefined;
  if (conta && !accountId) notices.push("Conta não encontrada: mostrando todas as contas.");
  const mes = params.get("mes");
  if (mes !== null) {
    const month = parseMonth(mes);
    if (month) return { address: { year: Number(month.slice(0, 4)), month, accountId }, notices };
    notices.push(`Mês inválido: mostrando ${yearOf(today)}.`);
  }
  const ano = params.get("ano");
  const year = parseYear(ano);
  if (ano !== null && year === null && mes === null) notices.push(`Ano inválido: mostrando ${yearOf(today)}.`);
  return { address: { year: year ?? yearOf(today), accountId }, notices };
}

/** The DRE's address read against `today`. */
export function parseDreAddress(params: URLSearchParams, today: string): { address: DreAddress; notices: string[] } {
  const notices: string[] = [];
  const ano = params.get("ano");
  const year = parseYear(ano);
  if (ano !== null && year === null) notices.push(`Ano inválido: mostrando ${yearOf(today)}.`);
  const regime = params.get("regime");
  if (regime !== null && regime !== "caixa" && regime !== "competencia")
    notices.push("Regime inválido: mostrando o regime de competência.");
  return { address: { year: year ?? yearOf(today), regime: regime === "caixa" ? "caixa" : "competencia" }, notices };
}

/** The query string of a fluxo de caixa address ("?ano=2026&conta=…"), the month winning over the year. */
export function cashFlowSearch(address: CashFlowAddress): string {
  const search = new URLSearchParams();
  if (address.month) search.set("mes", address.month);
  else search.set("ano", String(address.year));
  if (address.accountId) search.set("conta", address.accountId);
  return `?${search}`;
}

/** The query string of a DRE address ("?ano=2026&regime=caixa"; competência is the default and left out). */
export function dreSearch(address: DreAddress): string {
  const search = new URLSearchParams({ ano: String(address.year) });
  if (address.regime === "caixa") search.set("regime", "caixa");
  return `?${search}`;
}
