/** /notificacoes: the person's notifications; its action (also the profile panel's) marks them all read. */
import { href, redirect } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { MarkAllReadForm } from "~/components/social/notifications/mark-read-form";
import { NotificationList } from "~/components/social/notifications/notification-list";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { TextLink } from "~/components/ui/text-link";
import { listNotifications, markAllNotificationsRead } from "~/modules/social/notifications.server";
import { NOTIFICATIONS_TOPIC } from "~/modules/social/topics";
import { pageMeta } from "~/web/meta";
import { safeReturnUrl } from "~/web/return-url";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/page";

export const handle = { breadcrumb: "Notificações" };
export const meta = () => pageMeta("Notificações");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const before = new URL(request.url).searchParams.get("antes");
  const page = await listNotifications(scope, { before });
  return { ...page, paged: Boolean(before) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  const marked = form.get("intent") === "marcar-lidas" ? await markAllNotificationsRead(scope) : 0;
  if (form.get("resposta") === "dados") return { marked };
  const returnTo = form.get("returnTo");
  throw redirect(safeReturnUrl(typeof returnTo === "string" ? returnTo : null) ?? href("/notificacoes"));
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { items, next, paged } = loaderData;
  useLiveRevalidation(NOTIFICATIONS_TOPIC);
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle title="Notificações">Menções, reações e comentários nas suas publicações.</PageTitle>
      {items.some((item) => !item.read) ? (
        <MarkAllReadForm returnTo={href("/notificacoes")} className="mb-3 flex justify-end" />
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={paged ? "Não há notificações mais antigas" : "Nenhuma notificação por enquanto"}>
          Quando alguém mencionar você, reagir ou comentar as suas publicações, aparecerá aqui.
        </EmptyState>
      ) : (
        <div className="rounded-xl border border-(--surface-border) bg-(--surface-card) p-2">
          <NotificationList items={items} />
        </div>
      )}
      <nav aria-label="Paginação das notificações" className="mt-4 flex gap-4 text-sm">
        {paged ? <TextLink to={href("/notificacoes")}>Mais recentes</TextLink> : null}
        {next ? <TextLink to={`${href("/notificacoes")}?antes=${encodeURIComponent(next)}`}>Carregar mais</TextLink> : null}
      </nav>
    </section>
  );
}
