import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Dashboard");

export default function Dashboards() {
  return <PageTitle title="Dashboard" />;
}
