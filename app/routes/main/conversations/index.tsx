import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Conversas");

export default function Page() {
  return <PageTitle title="Conversas" />;
}
