import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Configurações do CRM", breadcrumbSection: () => ({ label: "CRM", path: "/crm" }) };
export const meta = () => pageMeta("Configurações do CRM");

export default function Page() {
  return <PageTitle title="Configurações do CRM" />;
}
