import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import type { Route } from "./+types/public-profile";

export const handle = { breadcrumb: "Profile View" };
export const meta = ({ params }: Route.MetaArgs) => pageMeta(`@${params.username}`);

export default function PublicProfile({ params }: Route.ComponentProps) {
  return <PageTitle title={`@${params.username}`} />;
}
