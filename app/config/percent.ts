/**
 * Ratios of integer centavos for reports (format.ts writes them as percentages):
 * margins (resultado ÷ receitas) and changes against a previous period.
 * A ratio is computed only to be shown, never summed again. Pure; safe for
 * the browser.
 */

/** `part` ÷ `whole` (0.25 for a quarter), or null when `whole` is zero. */
export const ratioOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The change from `previous` to `current` as a fraction of |previous| (−0.1 for a 10 % fall), or null when it was zero. */
export const changeOf = (current: number, previous: number): number | null => ratioOf(current - previous, Math.abs(previous));
