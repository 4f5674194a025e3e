const PERCENT = new Intl.NumberFormat("pt-BR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `part` ÷ `whole` (0.25 for a quarter), or null when `whole` is zero. */
export const ratioOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The change from `previous` to `current` as a fraction of |previous| (−0.1 for a 10 % fall), or null when it was zero. */
export const changeOf = (current: number, previous: number): number | null => ratioOf(current - previous, Math.abs(previous));

/** A fraction as a pt-BR percentage with one decimal ("-3,4%"); "—" when there is none (null). */
export const formatPercent = (fraction: number | null): string => (fraction === null ? "—" : PERCENT.format(fraction));
