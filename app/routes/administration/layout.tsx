/** /profile (spec 2.2 "User Management"): the organization's members, a member's page and the audit log. */
import { Outlet } from "react-router";

export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

export const handle = { breadcrumb: "Usuários" };

export default function UsersLayout() {
  return <Outlet />;
}
