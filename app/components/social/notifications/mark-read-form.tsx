import { Form, href, type FetcherWithComponents } from "react-router";

export const MARK_ALL_READ_PATH = href("/notificacoes");

export function MarkAllReadForm({
  returnTo = href("/notificacoes"),
  className = "",
  fetcher,
}: {
  returnTo?: string;
  className?: string;
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const Submit = fetcher ? fetcher.Form : Form;
  return (
    <Submit method="post" action={MARK_ALL_READ_PATH} className={className}>
      <input type="hidden" name="intent" value="marcar-lidas" />
      {fetcher ? <input type="hidden" name="resposta" value="dados" /> : <input type="hidden" name="returnTo" value={returnTo} />}
      <button
        type="submit"
        className="rounded-md px-2 py-1 text-sm font-medium text-(--primary-text) underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
      >
        Marcar todas como lidas
      </button>
    </Submit>
  );
}
