import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Faturamento");

export default function Faturamento() {
  return <PageTitle title="Faturamento" />;
}
