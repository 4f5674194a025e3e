import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Lançamentos" };
export const meta = () => pageMeta("Lançamentos");

export default function Lancamentos() {
  return <PageTitle title="Lançamentos" />;
}
