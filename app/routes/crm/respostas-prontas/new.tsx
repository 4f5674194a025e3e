/** /crm/respostas-prontas/nova: a new resposta pronta (Administrador only). */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import { CannedReplyForm } from "./+shared/canned-reply-form";
import { CANNED_REPLIES_PATH } from "./+shared/canned-reply-pages";
import { newCannedReplyAction, newCannedReplyLoader } from "./+shared/canned-reply-route.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Nova resposta pronta" };
export const meta = () => pageMeta("Nova resposta pronta");

export const loader = (args: Route.LoaderArgs) => newCannedReplyLoader(args);
export const action = (args: Route.ActionArgs) => newCannedReplyAction(args);

export default function NewCannedReply({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Nova resposta pronta">Um texto que os agentes inserem na resposta digitando /código.</PageTitle>
      <CannedReplyForm
        defaultValue={{}}
        lastResult={actionData?.result}
        submitLabel="Criar resposta pronta"
        cancelHref={CANNED_REPLIES_PATH}
      />
    </>
  );
}
