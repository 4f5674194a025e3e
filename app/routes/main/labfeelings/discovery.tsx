import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Publicações" };
export const meta = () => pageMeta("Publicações");

export default function Discovery() {
  return <PageTitle title="Publicações" />;
}
