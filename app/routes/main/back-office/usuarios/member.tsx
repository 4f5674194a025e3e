/** Placeholder until the administration pages land. */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Membro" };
export const meta = () => pageMeta("Membro");

export default function Placeholder() {
  return <PageTitle title="Membro" />;
}
