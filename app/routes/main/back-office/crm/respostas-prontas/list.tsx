import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Respostas prontas");

export default function Page() {
  return <PageTitle title="Respostas prontas" />;
}
