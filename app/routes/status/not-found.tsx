/** /notfound: where every unknown path lands, with status 404 (spec 2.2). */
import { data } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Página não encontrada");
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return <StatusPage title="Página não encontrada" message="O endereço que você abriu não existe ou foi removido." />;
}
