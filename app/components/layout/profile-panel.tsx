import { Bell, Building2, Check, CreditCard, HeartPulse, LogOut, Newspaper, Settings, UserCircle } from "lucide-react";
import { Form, href, Link, useLocation } from "react-router";
import { PanelLists } from "~/components/social/notifications/panel-lists";
import { UserLink } from "~/components/social/profiles/user-link";
import { DialogCloseButton } from "~/components/ui/dialog";
import { Sheet, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { useLayout } from "./layout-context";
import { MENU_PATHS } from "./menu-paths";

export interface ProfilePanelProps {
  userName: string;
  profile: { username: string; displayName: string; avatarUrl: string | null } | null;
  organizationName: string;
  organizations: Array<{ slug: string; displayName: string; current: boolean }>;
}

/** The social area for every member, whatever their menu (a Usuario's holds only the service centre). */
const SOCIAL_ENTRIES = [
  { label: "Publicações", icon: Newspaper, to: MENU_PATHS.Social.Publicações },
  { label: "Bem-estar", icon: HeartPulse, to: MENU_PATHS.Social["Bem-estar"] },
  { label: "Notificações", icon: Bell, to: MENU_PATHS.Social.Notificações },
] as const;

const sectionHeadingClass = "px-3 text-xs font-semibold tracking-wide text-(--text-muted) uppercase";

const itemClass =
  "ripple flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-(--text-color) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring)";

export function ProfilePanel({ userName, profile, organizationName, organizations }: ProfilePanelProps) {
  const { panel, openPanel } = useLayout();
  const location = useLocation();
  return (
    <Sheet open={panel === "profile"} onOpenChange={(open) => openPanel(open ? "profile" : null)}>
      <SheetContent className="gap-4 overflow-y-auto p-5 sm:w-80">
        <div className="flex items-start justify-between">
          <SheetTitle className="text-sm text-(--text-muted)">Bem Vindo(a),</SheetTitle>
          <DialogCloseButton label="Fechar painel do perfil" className="-m-1 p-1" />
        </div>
        {profile ? (
          <UserLink username={profile.username} displayName={profile.displayName} avatarUrl={profile.avatarUrl} showUsername />
        ) : (
          <p className="font-medium">{userName}</p>
        )}
        <ul className="space-y-1">
          <li>
            <Link to={profile ? href("/profiles") : href("/profiles/create")} className={itemClass}>
              <UserCircle aria-hidden className="size-4" /> Meu Perfil
            </Link>
          </li>
          <li>
            <span className={`${itemClass} cursor-not-allowed opacity-70`} aria-disabled="true" title="Em breve">
              <CreditCard aria-hidden className="size-4" /> Assinaturas
            </span>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => openPanel("settings")}>
              <Settings aria-hidden className="size-4" /> Configurações
            </button>
          </li>
        </ul>
        <nav aria-labelledby="painel-social" className="space-y-1">
          <h2 id="painel-social" className={sectionHeadingClass}>
            Social
          </h2>
          <ul className="space-y-1">
            {SOCIAL_ENTRIES.map(({ label, icon: Icon, to }) => (
              <li key={to}>
                <Link to={to} className={itemClass}>
                  <Icon aria-hidden className="size-4" /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <PanelLists open={panel === "profile"} onNavigate={() => openPanel(null)} />
        {organizations.length > 1 ? (
          <section aria-labelledby="switch-organization" className="space-y-1">
            <h2 id="switch-organization" className={sectionHeadingClass}>
              Trocar de organização
            </h2>
            {organizations.map((organization) => (
              <Form key={organization.slug} method="post" action={href("/settings/organization")}>
                <input type="hidden" name="organization" value={organization.slug} />
                <input type="hidden" name="returnTo" value={location.pathname} />
                <button
                  type="submit"
                  className={itemClass}
                  aria-current={organization.current || undefined}
                  disabled={organization.current}
                >
                  <Building2 aria-hidden className="size-4" />
                  <span className="flex-1">{organization.displayName}</span>
                  {organization.current ? <Check aria-label="atual" className="size-4" /> : null}
                </button>
              </Form>
            ))}
          </section>
        ) : null}
        <Form method="post" action={href("/auth/logout")} className="mt-auto">
          <button type="submit" className={itemClass}>
            <LogOut aria-hidden className="size-4" />
            <span>
              <span className="block font-medium">Sair</span>
              <span className="block text-xs text-(--text-muted)">Fazer logout da conta {organizationName}</span>
            </span>
          </button>
        </Form>
      </SheetContent>
    </Sheet>
  );
}
