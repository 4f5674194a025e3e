import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Nova resposta pronta" };
export const meta = () => pageMeta("Nova resposta pronta");

export default function Page() {
  return <PageTitle title="Nova resposta pronta" />;
}
