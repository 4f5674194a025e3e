import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Orçamentos" };
export const meta = () => pageMeta("Orçamentos");

export default function Orcamentos() {
  return <PageTitle title="Orçamentos" />;
}
