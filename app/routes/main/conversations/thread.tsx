import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Conversa" };
export const meta = () => pageMeta("Conversa");

export default function Page() {
  return <PageTitle title="Conversa" />;
}
