/** The heading of a page: the title and an optional line under it. */
export function PageTitle({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold text-(--text-color)">{title}</h1>
      {children ? <div className="mt-1 text-sm text-(--text-muted)">{children}</div> : null}
    </header>
  );
}
