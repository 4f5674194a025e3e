import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("CRM");

export default function Crm() {
  return <PageTitle title="CRM" />;
}
