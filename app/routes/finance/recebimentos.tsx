/** /financeiro/recebimentos: what the organization is to receive, by due date, with a one-click Receber. */
import { pageMeta } from "~/web/meta";
import { DuePage } from "./+shared/due-page";
import { loadDue, settleDue } from "./+shared/due.server";
import type { Route } from "./+types/recebimentos";

export const handle = { breadcrumb: "Recebimentos" };
export const meta = () => pageMeta("Recebimentos");

export const loader = ({ request, context }: Route.LoaderArgs) => loadDue("receita", request, context);
export const action = ({ request, context }: Route.ActionArgs) => settleDue("receita", request, context);

export default function Recebimentos({ loaderData, actionData }: Route.ComponentProps) {
  return <DuePage data={loaderData} error={actionData?.error} />;
}
