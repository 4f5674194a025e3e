import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Conversas");

export default function Page() {
  return (
    <div className="flex min-h-64 items-center justify-center rounded-xl border border-dashed border-(--surface-border) p-8 text-(--text-muted)">
      <p>Selecione uma conversa</p>
    </div>
  );
}
