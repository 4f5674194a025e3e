import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Nova conversa" };
export const meta = () => pageMeta("Nova conversa");

export default function Page() {
  return <PageTitle title="Nova conversa" />;
}
