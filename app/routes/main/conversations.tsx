import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Conversas" };
export const meta = () => pageMeta("Conversas");

export default function Conversations() {
  return <PageTitle title="Conversas" />;
}
