import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Fale conosco" };
export const meta = () => pageMeta("Fale conosco");

export default function Page() {
  return <PageTitle title="Fale conosco" />;
}
