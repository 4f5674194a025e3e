import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Vendas" };
export const meta = () => pageMeta("Vendas");

export default function Vendas() {
  return <PageTitle title="Vendas" />;
}
