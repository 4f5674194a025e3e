import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Destaques" };
export const meta = () => pageMeta("Destaques da semana");

export default function Page() {
  return <PageTitle title="Destaques da semana" />;
}
