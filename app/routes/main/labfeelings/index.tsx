import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Labfeelings");

export default function Labfeelings() {
  return <PageTitle title="Labfeelings" />;
}
