import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Pessoas bloqueadas" };
export const meta = () => pageMeta("Pessoas bloqueadas");

export default function Page() {
  return <PageTitle title="Pessoas bloqueadas" />;
}
