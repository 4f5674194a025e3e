import { Outlet } from "react-router";

export const handle = { breadcrumb: "CRM" };

export default function Section() {
  return <Outlet />;
}
