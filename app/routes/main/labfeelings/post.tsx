import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Publicação" };
export const meta = () => pageMeta("Publicação");

export default function Page() {
  return <PageTitle title="Publicação" />;
}
