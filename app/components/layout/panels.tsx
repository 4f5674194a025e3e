import { lazy } from "react";
import { MountOnce } from "~/components/ui/mount-once";
import type { ProfilePanelProps } from "./profile-panel";
import { useLayout } from "./layout-context";

const load = {
  profile: () => import("./profile-panel"),
  settings: () => import("./settings-panel"),
};

const ProfilePanel = lazy(() => load.profile().then((module) => ({ default: module.ProfilePanel })));
const SettingsPanel = lazy(() => load.settings().then((module) => ({ default: module.SettingsPanel })));

/** Starts loading the code of `panel`, so it opens at once. */
export function preloadPanel(panel: "profile" | "settings") {
  void load[panel]();
}

/** Both panels, each mounted from its first opening on. */
export function ShellPanels(props: ProfilePanelProps) {
  const { panel, openPanel } = useLayout();
  return (
    <>
      <MountOnce when={panel === "profile"}>
        <ProfilePanel {...props} />
      </MountOnce>
      <MountOnce when={panel === "settings"}>
        <SettingsPanel open={panel === "settings"} onOpenChange={(open) => openPanel(open ? "settings" : null)} />
      </MountOnce>
    </>
  );
}
