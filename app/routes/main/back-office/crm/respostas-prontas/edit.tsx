import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Resposta pronta" };
export const meta = () => pageMeta("Resposta pronta");

export default function Page() {
  return <PageTitle title="Resposta pronta" />;
}
