import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Novo atendimento" };
export const meta = () => pageMeta("Novo atendimento");

export default function Page() {
  return <PageTitle title="Novo atendimento" />;
}
