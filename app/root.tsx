/** The document: <html> carries the layout settings so the server renders the right theme with no flash. */
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { DEFAULT_ORGANIZATION_SLUG } from "./config/organizations";
import { DEFAULT_LAYOUT, type LayoutConfig } from "./config/layout";
import { LayoutPreviewProvider, useLayoutPreviewState } from "./components/layout/layout-preview";
import "./app.css";
import "./layout.css";
import { AuthCard } from "./components/layout/auth-card";
import { CONTENT_ID, SkipLink } from "./components/ui/skip-link";
import { requestStateContext } from "./web/context.server";
import { databaseBusy } from "./web/database-busy.server";
import { guardRequest } from "./web/edge.server";
import { newIdempotencySeed } from "./web/idempotency.server";
import { requestState } from "./web/middleware.server";
import { useNonce } from "./web/nonce";
import { describeRouteError } from "./web/route-error";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [databaseBusy, guardRequest, requestState];

export function loader({ context }: Route.LoaderArgs) {
  const state = context.get(requestStateContext);
  // The organization without its id: spec 3 keeps ids out of the page.
  const { organizationId: _id, ...organization } = state.organization;
  const wellbeing = organization.slug === DEFAULT_ORGANIZATION_SLUG;
  return {
    organization,
    wellbeing,
    /** The stored settings; the default organization (wellbeing) forces the overlay menu over them. */
    settings: state.layout,
    /** New on every render and revalidation: the forms' idempotency keys (web/idempotency.tsx). */
    idempotencySeed: newIdempotencySeed(),
  };
}

/** Route handle: `hydrate: false` sends the page without scripts; `scaled` applies the layout's scale. */
export interface DocumentHandle {
  hydrate?: boolean;
  scaled?: boolean;
}

function htmlAttributes(layout: LayoutConfig, scaled: boolean) {
  return {
    "data-theme": layout.theme,
    "data-scheme": layout.colorScheme,
    "data-menu-mode": layout.menuMode,
    "data-menu-theme": layout.menuTheme,
    "data-input-style": layout.inputStyle,
    "data-ripple": layout.ripple ? "on" : "off",
    style: scaled ? { fontSize: `${layout.scale}px` } : undefined,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const preview = useLayoutPreviewState(data?.settings ?? DEFAULT_LAYOUT, data?.wellbeing ?? false);
  const handles = useMatches().map((match) => (match.handle ?? {}) as DocumentHandle);
  const hydrate = handles.every((handle) => handle.hydrate !== false);
  return (
    <html
      lang="pt-BR"
      {...htmlAttributes(
        preview.shown,
        handles.some((handle) => handle.scaled),
      )}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="antialiased">
        <SkipLink target={CONTENT_ID} className="focus:fixed focus:top-2 focus:left-2 focus:z-50">
          Pular para o conteúdo
        </SkipLink>
        <LayoutPreviewProvider value={preview}>{children}</LayoutPreviewProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message } = describeRouteError(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <AuthCard title={title} subtitle={message}>
      {stack ? <pre className="mt-4 overflow-x-auto text-xs">{stack}</pre> : null}
      <a href="/" className="mt-6 inline-block font-medium text-(--primary-text) hover:underline">
        Ir para o início
      </a>
    </AuthCard>
  );
}
