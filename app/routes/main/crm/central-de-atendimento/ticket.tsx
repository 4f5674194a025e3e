import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Atendimento" };
export const meta = () => pageMeta("Atendimento");

export default function Page() {
  return <PageTitle title="Atendimento" />;
}
