/** /server-error: where a 500, 502, 503 or 504 from a service leads (spec 7). */
import { data } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Erro no servidor");
export const loader = () => data(null, { status: 500 });

export default function ServerError() {
  return (
    <StatusPage
      title="Erro no servidor"
      message="Erro no servidor. Tente novamente em alguns minutos."
      linkLabel="Tentar novamente"
    />
  );
}
