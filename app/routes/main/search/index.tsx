import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Pesquisa");

export default function Search() {
  return <PageTitle title="Pesquisa" />;
}
