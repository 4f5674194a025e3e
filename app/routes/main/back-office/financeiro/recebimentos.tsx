import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Recebimentos" };
export const meta = () => pageMeta("Recebimentos");

export default function Recebimentos() {
  return <PageTitle title="Recebimentos" />;
}
