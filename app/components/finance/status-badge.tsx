import { icon, type Icon } from "~/components/ui/icon";

const Ban = icon("ban");
const CircleCheck = icon("circle-check");
const CircleDashed = icon("circle-dashed");
const CircleDot = icon("circle-dot");
const TriangleAlert = icon("triangle-exclamation-point");

/** Each situação's colours are a class of app.css (`status-badge-*`): a list repeats the badge on every row. */
const TONES: Record<string, { className: string; Icon: Icon }> = {
  em_aberto: { className: "status-badge status-badge-open", Icon: CircleDashed },
  vencido: { className: "status-badge status-badge-overdue", Icon: TriangleAlert },
  parcial: { className: "status-badge status-badge-partial", Icon: CircleDot },
  pago: { className: "status-badge status-badge-paid", Icon: CircleCheck },
  cancelado: { className: "status-badge status-badge-cancelled", Icon: Ban },
};
TONES.recebido = TONES.pago!;

/** `status`: an EntryStatus ("em_aberto", "vencido", ...); `label`: its word in pt-BR. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const { className, Icon } = TONES[status] ?? TONES.em_aberto!;
  return (
    <span data-status={status} className={className}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
