import { icon, type Icon } from "~/components/ui/icon";

const Ban = icon("ban");
const CircleCheck = icon("circle-check");
const CircleDashed = icon("circle-dashed");
const CircleDot = icon("circle-dot");
const TriangleAlert = icon("triangle-exclamation-point");

const TONES: Record<string, { className: string; Icon: Icon }> = {
  em_aberto: {
    className: "border-(--surface-border) bg-(--surface-hover) text-(--text-color)",
    Icon: CircleDashed,
  },
  vencido: { className: "border-(--danger-color)/40 bg-(--danger-soft) text-(--danger-color)", Icon: TriangleAlert },
  parcial: {
    className:
      "border-amber-600/40 bg-amber-50 text-amber-900 in-data-[scheme=dark]:bg-amber-400/15 in-data-[scheme=dark]:text-amber-200 in-data-[scheme=dim]:bg-amber-400/15 in-data-[scheme=dim]:text-amber-100",
    Icon: CircleDot,
  },
  pago: {
    className:
      "border-emerald-600/40 bg-emerald-50 text-emerald-900 in-data-[scheme=dark]:bg-emerald-400/15 in-data-[scheme=dark]:text-emerald-200 in-data-[scheme=dim]:bg-emerald-400/15 in-data-[scheme=dim]:text-emerald-100",
    Icon: CircleCheck,
  },
  cancelado: { className: "border-(--surface-border) text-(--text-muted) line-through", Icon: Ban },
};
TONES.recebido = TONES.pago!;

/** `status`: an EntryStatus ("em_aberto", "vencido", ...); `label`: its word in pt-BR. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const { className, Icon } = TONES[status] ?? TONES.em_aberto!;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
