/** Placeholder until the administration pages land. */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Auditoria" };
export const meta = () => pageMeta("Auditoria");

export default function Placeholder() {
  return <PageTitle title="Auditoria" />;
}
