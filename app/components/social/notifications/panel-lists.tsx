/** Loaded when the profile panel opens, not on every page. */
import { useEffect } from "react";
import { href, Link, useFetcher } from "react-router";
import { useLiveEvents } from "~/components/live/use-live-events";
import { MarkAllReadForm } from "./mark-read-form";
import { NotificationList } from "./notification-list";
import type { NotificationView, UnreadConversationView } from "./sentences";
import { UnreadConversations } from "./unread-conversations";

export const PANEL_PATH = href("/notificacoes/painel");

interface PanelData {
  notifications: NotificationView[];
  conversations: UnreadConversationView[];
}

const headingClass = "px-3 text-xs font-semibold tracking-wide text-(--text-muted) uppercase";
const moreClass = "px-3 text-sm font-medium text-(--primary-text) underline underline-offset-2 hover:no-underline";

export function PanelLists({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const panel = useFetcher<PanelData>({ key: "profile-panel-lists" });
  const marking = useFetcher({ key: "profile-panel-mark-read" });
  const { load } = panel;
  const refresh = () => {
    if (open) void load(PANEL_PATH);
  };
  useEffect(() => {
    if (open) void load(PANEL_PATH);
  }, [open, load]);
  useEffect(() => {
    if (marking.state === "idle" && marking.data !== undefined) void load(PANEL_PATH);
  }, [marking.state, marking.data, load]);
  useLiveEvents("notificacoes", refresh);
  useLiveEvents("conversas", refresh);
  const data = panel.data;
  const loading = !data;
  return (
    <>
      <section aria-labelledby="painel-notificacoes" className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <h2 id="painel-notificacoes" className={headingClass}>
            Notificações
          </h2>
          {data?.notifications.some((item) => !item.read) ? <MarkAllReadForm fetcher={marking} /> : null}
        </div>
        {loading ? (
          <p className="px-3 text-sm text-(--text-muted)">Carregando…</p>
        ) : data.notifications.length === 0 ? (
          <p className="px-3 text-sm text-(--text-muted)">Nenhuma notificação.</p>
        ) : (
          <NotificationList items={data.notifications} onNavigate={onNavigate} />
        )}
        <Link to={href("/notificacoes")} className={moreClass} onClick={onNavigate}>
          Ver todas as notificações
        </Link>
      </section>
      <section aria-labelledby="painel-mensagens" className="space-y-1">
        <h2 id="painel-mensagens" className={headingClass}>
          Mensagens
        </h2>
        {loading ? (
          <p className="px-3 text-sm text-(--text-muted)">Carregando…</p>
        ) : data.conversations.length === 0 ? (
          <p className="px-3 text-sm text-(--text-muted)">Nenhuma mensagem não lida.</p>
        ) : (
          <UnreadConversations items={data.conversations} onNavigate={onNavigate} />
        )}
        <Link to={href("/conversations")} className={moreClass} onClick={onNavigate}>
          Ver conversas
        </Link>
      </section>
    </>
  );
}
