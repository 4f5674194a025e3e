import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Moderação" };
export const meta = () => pageMeta("Moderação");

export default function Page() {
  return <PageTitle title="Moderação" />;
}
