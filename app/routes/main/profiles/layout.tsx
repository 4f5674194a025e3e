import { Outlet } from "react-router";

export const handle = { breadcrumb: "Perfis" };

export default function Section() {
  return <Outlet />;
}
