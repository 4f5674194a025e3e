/**
 * Ratios as pt-BR percentages (margins, changes against the previous
 * period): 0.125 → "12,5%". A ratio of integer centavos is computed only
 * to be shown, never summed again. Pure; safe for the browser.
 */
const PERCENT = new Intl.NumberFormat("pt-BR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A fraction as a pt-BR percentage with one decimal ("-3,4%"); "—" when there is none (null). */
export const formatPercent = (fraction: number | null): string => (fraction === null ? "—" : PERCENT.format(fraction));
