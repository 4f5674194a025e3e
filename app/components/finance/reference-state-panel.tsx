import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";

export interface StateWords {
  archiveHint: string;
  archivedNote: string;
  deleteHint: string;
  deleteQuestion: string;
}

export function ReferenceStatePanel({
  archived,
  blocked,
  confirmingDelete,
  error,
  words,
  cancelHref,
}: {
  archived: boolean;
  blocked: string | null;
  confirmingDelete: boolean;
  error?: string;
  words: StateWords;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <section aria-labelledby="estado-titulo" className="mt-10 max-w-2xl space-y-4 border-t border-(--surface-border) pt-6">
      <h2 id="estado-titulo" className="text-lg font-semibold text-(--text-color)">
        Arquivar ou excluir
      </h2>
      {error ? <FormAlert tone="error" message={error} /> : null}
      <Form method="post" className="space-y-2">
        <p className="text-sm text-(--text-muted)">{archived ? words.archivedNote : words.archiveHint}</p>
        <Button type="submit" variant="secondary" name="intent" value={archived ? "reativar" : "arquivar"} disabled={!!pending}>
          {archived
            ? pending === "reativar"
              ? "Reativando..."
              : "Reativar"
            : pending === "arquivar"
              ? "Arquivando..."
              : "Arquivar"}
        </Button>
      </Form>
      {blocked ? (
        <p className="text-sm text-(--text-muted)">{blocked}</p>
      ) : confirmingDelete ? (
        <Form method="post" className="space-y-3 rounded-md border border-(--danger-color)/40 bg-(--danger-soft) p-4">
          <p role="alert" className="text-sm font-medium text-(--danger-color)">
            {words.deleteQuestion}
          </p>
          <input type="hidden" name="confirmado" value="sim" />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value="excluir"
              disabled={!!pending}
              className="rounded-md bg-(--danger-color) px-4 py-2 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) disabled:opacity-60"
            >
              {pending === "excluir" ? "Excluindo..." : "Excluir definitivamente"}
            </button>
            <Link to={cancelHref} className="text-sm font-medium text-(--primary-text) underline">
              Cancelar
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-(--text-muted)">{words.deleteHint}</p>
          <Button type="submit" variant="secondary" name="intent" value="excluir" disabled={!!pending}>
            Excluir
          </Button>
        </Form>
      )}
    </section>
  );
}
