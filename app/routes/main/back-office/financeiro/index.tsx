import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Financeiro");

export default function Financeiro() {
  return <PageTitle title="Financeiro" />;
}
