/** /crm/respostas-prontas/:id: a resposta pronta's form and its delete. */
import { Form, href, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import { CannedReplyForm } from "./+shared/canned-reply-form";
import { CANNED_REPLIES_PATH } from "./+shared/canned-reply-pages";
import { editCannedReplyAction, editCannedReplyLoader } from "./+shared/canned-reply-route.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).row.title };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.row.title : "Resposta pronta");

export const loader = (args: Route.LoaderArgs) => editCannedReplyLoader(args);
export const action = (args: Route.ActionArgs) => editCannedReplyAction(args);

export default function EditCannedReply({ loaderData, actionData }: Route.ComponentProps) {
  const { row } = loaderData;
  const answer = actionData && "confirmDelete" in actionData ? actionData : undefined;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <>
      <PageTitle title={row.title}>Usada digitando /{row.code} na resposta de um atendimento.</PageTitle>
      <CannedReplyForm
        key={row.id}
        defaultValue={{ code: row.code, title: row.title, body: row.body }}
        lastResult={result}
        submitLabel="Salvar alterações"
        cancelHref={CANNED_REPLIES_PATH}
      />
      <DeletePanel
        title={row.title}
        confirming={answer?.confirmDelete === true}
        cancelHref={href("/crm/respostas-prontas/:id", { id: row.id })}
      />
    </>
  );
}

function DeletePanel({ title, confirming, cancelHref }: { title: string; confirming: boolean; cancelHref: string }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "excluir";
  return (
    <section aria-labelledby="excluir-titulo" className="mt-10 max-w-2xl space-y-3 border-t border-(--surface-border) pt-6">
      <h2 id="excluir-titulo" className="text-lg font-semibold text-(--text-color)">
        Excluir
      </h2>
      {confirming ? (
        <Form method="post" className="space-y-3 rounded-md border border-(--danger-color)/40 bg-(--danger-soft) p-4">
          <p role="alert" className="text-sm font-medium text-(--danger-color)">
            Excluir a resposta pronta {title}? Os atendimentos já respondidos não mudam.
          </p>
          <input type="hidden" name="confirmado" value="sim" />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value="excluir"
              disabled={deleting}
              className="rounded-md bg-(--danger-color) px-4 py-2 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) disabled:opacity-60"
            >
              {deleting ? "Excluindo..." : "Excluir definitivamente"}
            </button>
            <Link to={cancelHref} className="text-sm font-medium text-(--primary-text) underline">
              Cancelar
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-(--text-muted)">Ela deixa de ser oferecida na resposta dos atendimentos.</p>
          <Button type="submit" variant="secondary" name="intent" value="excluir" disabled={deleting}>
            Excluir
          </Button>
        </Form>
      )}
    </section>
  );
}
