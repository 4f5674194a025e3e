import { Outlet } from "react-router";

export const handle = { breadcrumb: "Faturamento" };

export default function Section() {
  return <Outlet />;
}
