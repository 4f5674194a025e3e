const LONG = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" });
const SHORT = new Intl.DateTimeFormat("pt-BR", { month: "short", timeZone: "UTC" });

const dateOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** The month's name in lower case: "2026-03" → "março". */
export const monthName = (month: string) => LONG.format(dateOf(month));

export const monthAbbreviation = (month: string) => {
  const short = SHORT.format(dateOf(month)).replace(".", "");
  return short.charAt(0).toUpperCase() + short.slice(1);
};
