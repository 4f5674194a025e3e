import { CONTENT_ID } from "~/components/ui/skip-link";

/** The centred card of the pages outside the main layout (login, errors). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <main
      id={CONTENT_ID}
      tabIndex={-1}
      className="flex outline-none min-h-screen items-center justify-center bg-(--surface-ground) px-4 py-12"
    >
      <div className="w-full max-w-md rounded-xl border border-(--surface-border) bg-(--surface-card) p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-(--text-color)">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-(--text-muted)">{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
