import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Mapa" };
export const meta = () => pageMeta("Mapa");

export default function Page() {
  return <PageTitle title="Mapa" />;
}
