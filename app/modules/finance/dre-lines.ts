/**
 * The lines of the DRE gerencial a categoria feeds (docs/decisions/0017), in the DRE's order, with the kinds each
 * takes. `investimentos` (CAPEX, and what comes in from selling assets) stays out of the DRE and shows in the fluxo
 * de caixa.
 */
import type { CategoryKind, DreLine } from "~/db/schema/finance";

export type { DreLine };

export const DRE_LINE_LABELS: Record<DreLine, string> = {
  receita_bruta: "Receita bruta",
  deducoes: "Deduções e impostos sobre vendas",
  custos: "Custos",
  despesas_operacionais: "Despesas operacionais",
  receitas_financeiras: "Receitas financeiras",
  despesas_financeiras: "Despesas financeiras",
  impostos_sobre_lucro: "IRPJ e CSLL",
  investimentos: "Investimentos (fora da DRE)",
};

/** The lines a categoria of each kind may feed; the first is the default. */
export const DRE_LINES_OF: Record<CategoryKind, readonly DreLine[]> = {
  receita: ["receita_bruta", "receitas_financeiras", "investimentos"],
  despesa: ["despesas_operacionais", "deducoes", "custos", "despesas_financeiras", "impostos_sobre_lucro", "investimentos"],
};

export const DRE_LINES = Object.keys(DRE_LINE_LABELS) as DreLine[];
