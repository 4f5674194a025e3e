/** /unauthorized: a page the person may not open (spec 2.1), status 403. */
import { data } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Não autorizado");
export const loader = () => data(null, { status: 403 });

export default function Unauthorized() {
  return <StatusPage title="Não autorizado" message="Você não tem permissão para acessar esta página." />;
}
