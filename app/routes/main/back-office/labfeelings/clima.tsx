import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Clima da organização" };
export const meta = () => pageMeta("Clima da organização");

export default function Page() {
  return <PageTitle title="Clima da organização" />;
}
