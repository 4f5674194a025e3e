/** /financeiro/pagamentos: what the organization is to pay, by due date, with a one-click Pagar. */
import { pageMeta } from "~/web/meta";
import { DuePage } from "./+shared/due-page";
import { loadDue, settleDue } from "./+shared/due.server";
import type { Route } from "./+types/pagamentos";

export const handle = { breadcrumb: "Pagamentos" };
export const meta = () => pageMeta("Pagamentos");

export const loader = ({ request, context }: Route.LoaderArgs) => loadDue("despesa", request, context);
export const action = ({ request, context }: Route.ActionArgs) => settleDue("despesa", request, context);

export default function Pagamentos({ loaderData, actionData }: Route.ComponentProps) {
  return <DuePage data={loaderData} error={actionData?.error} />;
}
