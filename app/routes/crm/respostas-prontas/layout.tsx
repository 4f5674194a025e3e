import { href, Outlet } from "react-router";

export const handle = { breadcrumb: "Respostas prontas", breadcrumbSection: () => ({ label: "CRM", path: href("/crm") }) };

export default function Section() {
  return <Outlet />;
}
