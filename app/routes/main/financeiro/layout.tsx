import { Outlet } from "react-router";

export const handle = { breadcrumb: "Financeiro" };

export default function Section() {
  return <Outlet />;
}
