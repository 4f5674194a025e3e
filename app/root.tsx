/**
 * The document. Its middleware reads the session and resolves the current
 * organization (spec 4) for every route; its loader hands the organization
 * to the pages. The error boundary shows pt-BR text and never a stack trace
 * in production.
 */
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import "./app.css";
import { AuthCard } from "./components/layout/auth-card";
import { requestStateContext } from "./web/context.server";
import { requestState } from "./web/middleware.server";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [requestState];

export function loader({ context }: Route.LoaderArgs) {
  // The organization without its id: spec 3 keeps ids out of the page.
  const { organizationId: _id, ...organization } = context.get(requestStateContext).organization;
  return { organization };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Erro inesperado";
  let message = "Algo deu errado. Tente novamente em alguns minutos.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Página não encontrada" : `Erro ${error.status}`;
    message = error.status === 404 ? "O endereço que você abriu não existe." : message;
  } else if (import.meta.env.DEV && error instanceof Error) {
    stack = error.stack;
  }
  return (
    <AuthCard title={title} subtitle={message}>
      {stack ? <pre className="mt-4 overflow-x-auto text-xs">{stack}</pre> : null}
      <a href="/" className="mt-6 inline-block font-medium text-(--primary-color) hover:underline">
        Ir para o início
      </a>
    </AuthCard>
  );
}
