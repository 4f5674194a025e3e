import { formatMoney } from "~/config/format";

/** The element of an amount of integer centavos as pt-BR reais ("R$ 1.234,56"), red when negative; a call, so a table of many amounts renders no component per cell. */
export function money(cents: number, className?: string) {
  const tone = cents < 0 ? " text-(--danger-color)" : "";
  return <span className={`whitespace-nowrap tabular-nums${tone}${className ? ` ${className}` : ""}`}>{formatMoney(cents)}</span>;
}

/** An amount of integer centavos as pt-BR reais ("R$ 1.234,56"). */
export function Money({ cents, className }: { cents: number; className?: string }) {
  return money(cents, className);
}
