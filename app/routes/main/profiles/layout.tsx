import { Outlet } from "react-router";

export const handle = { breadcrumb: "Profiles" };

export default function Section() {
  return <Outlet />;
}
