import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Notificações" };
export const meta = () => pageMeta("Notificações");

export default function Page() {
  return <PageTitle title="Notificações" />;
}
