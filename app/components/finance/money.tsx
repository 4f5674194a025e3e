import { formatMoney } from "~/config/format";
/** An amount of integer centavos as pt-BR reais ("R$ 1.234,56"). */

export function Money({ cents, className = "" }: { cents: number; className?: string }) {
  const tone = cents < 0 ? "text-(--danger-color)" : "";
  return <span className={`whitespace-nowrap tabular-nums ${tone} ${className}`}>{formatMoney(cents)}</span>;
}
