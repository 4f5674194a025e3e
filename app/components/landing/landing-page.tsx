import { Calculator, Headset, HeartPulse, MessagesSquare, ShoppingCart, Wallet } from "~/components/layout/shell-icons";
import type { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button-link";
import { CONTENT_ID } from "~/components/ui/skip-link";
import { TextLink } from "~/components/ui/text-link";
import type { AreaKey, LandingContent } from "./landing-content";

const AREA_ICONS: Record<AreaKey, Icon> = {
  wellbeing: HeartPulse,
  finance: Wallet,
  sales: ShoppingCart,
  budgets: Calculator,
  desk: Headset,
  social: MessagesSquare,
};

/** Where the calls to action go: sign-in and registration when signed out, home when signed in. */
export type LandingLinks = { login: string; register: string; contact: string } | { home: string; contact: string };

export function LandingPage({ name, content, links }: { name: string; content: LandingContent; links: LandingLinks }) {
  const actions =
    "home" in links ? (
      <ButtonLink to={links.home} size="large">
        Ir para o início
      </ButtonLink>
    ) : (
      <>
        <ButtonLink to={links.login} size="large">
          Entrar
        </ButtonLink>
        <ButtonLink to={links.register} variant="secondary" size="large">
          Criar conta
        </ButtonLink>
      </>
    );
  return (
    <div className="min-h-screen bg-(--surface-ground) text-(--text-color)">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <p className="text-xl font-semibold">{name}</p>
        <nav aria-label="Acesso" className="flex flex-wrap items-center gap-3">
          {actions}
        </nav>
      </header>
      <main id={CONTENT_ID} tabIndex={-1} className="outline-none">
        <section className="mx-auto max-w-5xl px-4 pt-10 pb-12 sm:px-6 sm:pt-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{content.headline}</h1>
          <p className="mt-5 max-w-2xl text-xl text-(--text-muted)">{content.lead}</p>
        </section>
        <section aria-labelledby="areas" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
          <h2 id="areas" className="text-2xl font-semibold">
            O que a equipe encontra aqui
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {content.areas.map((area) => {
              const AreaIcon = AREA_ICONS[area.key];
              return (
                <li key={area.key} className="rounded-xl border border-(--surface-border) bg-(--surface-card) p-5">
                  <AreaIcon className="size-6 text-(--primary-text)" />
                  <h3 className="mt-3 text-lg font-semibold">{area.title}</h3>
                  <p className="mt-1 text-base text-(--text-muted)">{area.line}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
      <footer className="border-t border-(--surface-border)">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-base text-(--text-muted) sm:px-6">
          <p>{name}</p>
          <TextLink to={links.contact}>Fale conosco</TextLink>
        </div>
      </footer>
    </div>
  );
}
