import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Pagamentos" };
export const meta = () => pageMeta("Pagamentos");

export default function Pagamentos() {
  return <PageTitle title="Pagamentos" />;
}
