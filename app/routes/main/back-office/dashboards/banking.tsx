import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Dashboard Banking" };
export const meta = () => pageMeta("Dashboard Banking");

export default function DashboardBanking() {
  return <PageTitle title="Dashboard Banking" />;
}
