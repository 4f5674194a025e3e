/** /settings: the layout settings as a page, for the top bar's settings link without JavaScript. */
import { SettingsForm } from "~/components/layout/settings-panel";
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Configurações" };
export const meta = () => pageMeta("Configurações");

export default function SettingsPage() {
  return (
    <div className="max-w-xl">
      <PageTitle title="Configurações" />
      <SettingsForm />
    </div>
  );
}
