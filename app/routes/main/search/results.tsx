import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Resultados" };
export const meta = () => pageMeta("Resultados da pesquisa");

export default function SearchResults() {
  return <PageTitle title="Resultados da pesquisa" />;
}
