import { formatDate } from "~/config/format";

/** How far an account is reconciled: "Conciliado até 30/09/2026", "Pendente desde 01/10/2026" (nothing before its oldest pending line is settled) or "Nenhuma linha conciliada ainda". */
export function reconciledPhrase(status: { reconciledThrough: string | null; oldestPendingOn: string | null } | null): string {
  if (status?.reconciledThrough) return `Conciliado até ${formatDate(status.reconciledThrough)}`;
  if (status?.oldestPendingOn) return `Pendente desde ${formatDate(status.oldestPendingOn)}`;
  return "Nenhuma linha conciliada ainda";
}
