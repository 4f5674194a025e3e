/** Budget page address: `?mes=YYYY-MM` (current month when absent) and `?regime=caixa` (competência when absent); an invalid value is dropped with a pt-BR notice, never an error. */
import { monthOf, parseMonth } from "~/config/calendar";
import type { Regime } from "./comparison";

export interface BudgetAddress {
  year: number;
  month: number;
  regime: Regime;
}

const pad = (month: number) => String(month).padStart(2, "0");

export const monthKey = (address: Pick<BudgetAddress, "year" | "month">) => `${address.year}-${pad(address.month)}`;

/** Reads the comparison's address against `today` (YYYY-MM-DD, America/Sao_Paulo). */
export function parseBudgetAddress(params: URLSearchParams, today: string): { address: BudgetAddress; notices: string[] } {
  const notices: string[] = [];
  const mes = params.get("mes");
  const parsed = parseMonth(mes?.trim());
  if (mes !== null && parsed === null) notices.push("Mês inválido no endereço (use aaaa-mm): mostrando o mês atual.");
  const month = parsed ?? monthOf(today);
  const regime = params.get("regime");
  if (regime !== null && regime !== "caixa" && regime !== "competencia")
    notices.push("Regime inválido: mostrando o regime de competência.");
  return {
    address: {
      year: Number(month.slice(0, 4)),
      month: Number(month.slice(5)),
      regime: regime === "caixa" ? "caixa" : "competencia",
    },
    notices,
  };
}

/** The query string of an address ("?mes=2026-11&regime=caixa"; competência is left out). */
export function budgetSearch(address: BudgetAddress): string {
  const search = new URLSearchParams({ mes: monthKey(address) });
  if (address.regime === "caixa") search.set("regime", "caixa");
  return `?${search}`;
}

/** The year of a path segment ("2026", 1900 to 2999), or null. */
export function parseYearSegment(text: string | undefined): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 1900 && year <= 2999 ? year : null;
}
