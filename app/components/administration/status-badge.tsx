import { STATUS_LABELS, type ShownStatus } from "./labels";

const TONES: Record<ShownStatus, string> = {
  active: "bg-emerald-50 text-emerald-800 border-emerald-600/30",
  blocked: "bg-(--danger-soft) text-(--danger-color) border-(--danger-color)/30",
  disabled: "bg-(--surface-hover) text-(--text-muted) border-(--surface-border)",
  invited: "bg-(--primary-soft) text-(--primary-text) border-(--primary-color)/30",
  expired: "bg-amber-50 text-amber-900 border-amber-600/30",
};

export function StatusBadge({ status }: { status: ShownStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
