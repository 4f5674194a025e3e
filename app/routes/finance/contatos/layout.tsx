import { Outlet } from "react-router";

export const handle = { breadcrumb: "Contatos" };

export default function Section() {
  return <Outlet />;
}
