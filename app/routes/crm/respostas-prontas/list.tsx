/** /crm/respostas-prontas: the organization's respostas prontas, searched by `q` (Administrador only). */
import { Form, href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { listCannedReplies } from "~/modules/crm/canned-replies.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { cannedReplyDone } from "./+shared/canned-reply-pages";
import type { Route } from "./+types/list";
import { TABLE_BOX } from "~/components/ui/sort-header";

export const meta = () => pageMeta("Respostas prontas");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  return { q, rows: await listCannedReplies(scope, q), done: cannedReplyDone(params) };
}

const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-(--text-muted) uppercase";
const CELL = "px-3 py-2 align-top";

export default function CannedReplies({ loaderData }: Route.ComponentProps) {
  const { q, rows, done } = loaderData;
  return (
    <>
      <PageTitle title="Respostas prontas">
        {rows.length === 1 ? "1 resposta pronta" : `${rows.length} respostas prontas`}
        {q ? ` com “${q}”` : ""}. Na resposta de um atendimento, digite / e o código para inserir o texto.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="busca-respostas" className="block text-xs font-medium text-(--text-muted)">
              Buscar por código, título ou texto
            </label>
            <input id="busca-respostas" type="search" name="q" defaultValue={q} maxLength={100} className={INPUT_CLASS} />
          </div>
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </Form>
        <ButtonLink to={href("/crm/respostas-prontas/nova")}>Nova resposta pronta</ButtonLink>
      </div>
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {rows.length === 0 ? (
        q ? (
          <EmptyState title="Nenhuma resposta pronta encontrada.">
            Confira a grafia ou busque por parte do código ou do título.
          </EmptyState>
        ) : (
          <EmptyState title="Nenhuma resposta pronta ainda.">
            Crie textos para as perguntas de sempre, como prazos e trocas, e responda com /código.
          </EmptyState>
        )
      ) : (
        <div className={TABLE_BOX}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Respostas prontas</caption>
            <thead className="border-b border-(--surface-border)">
              <tr>
                <th scope="col" className={HEAD}>
                  Código
                </th>
                <th scope="col" className={HEAD}>
                  Título
                </th>
                <th scope="col" className={`${HEAD} hidden md:table-cell`}>
                  Texto
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-(--surface-border)">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={`${CELL} font-mono text-(--text-color)`}>/{row.code}</td>
                  <td className={CELL}>
                    <Link
                      to={href("/crm/respostas-prontas/:id", { id: row.id })}
                      className="font-medium text-(--primary-text) hover:underline"
                    >
                      {row.title}
                    </Link>
                  </td>
                  <td className={`${CELL} hidden max-w-md truncate text-(--text-muted) md:table-cell`}>{row.body}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
