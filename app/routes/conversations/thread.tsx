/** /conversations/:id: the thread, the send box and the conversation's actions; opening it marks it read. */
import type { SubmissionResult } from "@conform-to/react";
import { BellOff, BellRing, LogOut, Users } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { Composer } from "./+shared/composer";
import { MessageThread } from "~/components/conversations/message-thread";
import { Avatar } from "~/components/social/profiles/avatar";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { IMAGES_BODY_BYTES, type RequestHandle } from "~/contracts/request-shape";
import { getConversation, setMuted } from "~/modules/conversations/conversations.server";
import {
  discardMessageImages,
  messagePayload,
  readMessageForm,
  storeMessageImages,
  type MessageForm,
} from "~/modules/conversations/message-images.server";
import { leaveGroup, markRead, sendMessage, threadPage, type MessageImageInput } from "~/modules/conversations/messages.server";
import { ALT_MAX, ConversationRefusal, MESSAGE_MAX, seenMarks } from "~/modules/conversations/rules";
import { messageFormSchema } from "~/modules/conversations/schemas";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { BASE, messageView } from "./+shared/view";
import type { Route } from "./+types/thread";
import { idempotent } from "~/web/idempotency.server";
import { parseSubmission } from "~/web/submission.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

const request: RequestHandle["request"] = ({ id }) => (isId(id) ? { kind: "upload", maxBytes: IMAGES_BODY_BYTES } : {});

export const handle = {
  request,
  breadcrumb: (loaderData: unknown) => (loaderData as { title?: string } | undefined)?.title ?? "Conversa",
};
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.title ?? "Conversa");

const NOTICES: Record<string, string> = {
  silenciada: "Conversa silenciada: ela não conta mais nas mensagens não lidas.",
  reativada: "Conversa reativada.",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const conversation = await getConversation(scope, params.id);
  if (!conversation) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const before = url.searchParams.get("anteriores");
  if (!before) await markRead(scope, conversation.id);
  const page = await threadPage(scope, conversation.id, before);
  if (!page) throw data(null, { status: 404 });
  const readers = conversation.members.map((member) => ({ userId: member.id, name: member.name, lastReadAt: member.lastReadAt }));
  const marks = seenMarks(
    page.messages.map((message) => ({ id: message.id, senderId: message.senderId, createdAt: message.createdAt })),
    readers,
    scope.userId,
  );
  const now = new Date();
  const here = href("/conversations/:id", { id: conversation.id });
  const other = conversation.kind === "direta" ? conversation.members.find((member) => member.id !== scope.userId) : undefined;
  return {
    id: conversation.id,
    title: conversation.title,
    group: conversation.kind === "grupo",
    other: other ? { name: other.name, username: other.username, avatarUrl: other.avatarUrl } : null,
    people: conversation.members.filter((member) => !member.left).map((member) => member.name),
    muted: conversation.muted,
    left: conversation.leftAt !== null,
    blocked: conversation.blocked,
    messages: page.messages.map((message) => messageView(message, conversation.id, scope.userId, marks[message.id], now)),
    olderHref: page.older ? `${here}?anteriores=${encodeURIComponent(page.older)}` : null,
    newestHref: before ? here : null,
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  let form: MessageForm;
  try {
    form = await readMessageForm(request);
  } catch (error) {
    if (!(error instanceof ConversationRefusal)) throw error;
    return data({ result: { status: "error", error: { "": [error.message] } } as SubmissionResult<string[]> }, { status: 400 });
  }
  return idempotent(scope, form.fields, "conversas/conversa", () => threadAction(scope, params.id, form));
}

async function threadAction(scope: TenantScope, id: string, { fields, files }: MessageForm) {
  const here = href("/conversations/:id", { id });
  const intent = fields.get("intent");
  if (intent === "silenciar" || intent === "reativar") {
    if (!(await setMuted(scope, id, intent === "silenciar"))) throw data(null, { status: 404 });
    throw redirect(`${here}?aviso=${intent === "silenciar" ? "silenciada" : "reativada"}`);
  }
  if (intent === "sair") {
    if (!(await leaveGroup(scope, id))) throw data(null, { status: 404 });
    throw redirect(BASE);
  }
  const submission = parseSubmission(messagePayload(fields), { schema: messageFormSchema(files.length) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let images: MessageImageInput[] = [];
  try {
    images = await storeMessageImages(scope, files, submission.value.alt);
    if (!(await sendMessage(scope, id, submission.value.texto, images))) throw data(null, { status: 404 });
  } catch (error) {
    await discardMessageImages(images);
    if (error instanceof ConversationRefusal)
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    throw error;
  }
  throw redirect(here);
}

export default function Thread({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, group, other, people, muted, left, blocked, messages, olderHref, newestHref, notice } = loaderData;
  return (
    <article
      aria-labelledby="conversa-titulo"
      className="flex flex-col gap-4 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <Link to={BASE} className="text-sm text-(--primary-text) hover:underline lg:hidden">
        ← Voltar às conversas
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        {other ? (
          <Avatar url={other.avatarUrl} />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-(--surface-hover) text-(--text-muted)"
          >
            <Users className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1 basis-48">
          <h2 id="conversa-titulo" className="truncate text-xl font-semibold text-(--text-color)">
            {other ? (
              <Link to={href("/u/:username", { username: other.username })} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {group ? <p className="truncate text-sm text-(--text-muted)">{people.join(", ")}</p> : null}
        </div>
        {left ? null : (
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value={muted ? "reativar" : "silenciar"} />
              <Button type="submit" variant="secondary">
                {muted ? <BellRing aria-hidden="true" className="size-4" /> : <BellOff aria-hidden="true" className="size-4" />}
                {muted ? "Reativar" : "Silenciar"}
              </Button>
            </Form>
            {group ? (
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm("Sair desta conversa? Você não receberá as novas mensagens.")) event.preventDefault();
                }}
              >
                <input type="hidden" name="intent" value="sair" />
                <Button type="submit" variant="secondary">
                  <LogOut aria-hidden="true" className="size-4" /> Sair do grupo
                </Button>
              </Form>
            ) : null}
          </div>
        )}
      </header>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {olderHref ? (
        <p className="text-center">
          <Link to={olderHref} className="text-sm text-(--primary-text) hover:underline" preventScrollReset>
            Mensagens anteriores
          </Link>
        </p>
      ) : null}
      <div className="max-h-[60vh] min-h-48 overflow-y-auto pr-1">
        <MessageThread messages={messages} group={group} direct={!group} />
      </div>
      {newestHref ? (
        <p className="text-center">
          <Link to={newestHref} className="text-sm text-(--primary-text) hover:underline">
            Ir para as mensagens mais recentes
          </Link>
        </p>
      ) : left ? (
        <p className="text-sm text-(--text-muted)">Você saiu desta conversa.</p>
      ) : blocked ? (
        <p className="text-sm text-(--text-muted)">Não é possível enviar mensagens para esta pessoa.</p>
      ) : (
        <Composer
          key={id}
          lastMessageId={messages.at(-1)?.id ?? null}
          lastResult={actionData?.result}
          maxLength={MESSAGE_MAX}
          altMaxLength={ALT_MAX}
        />
      )}
    </article>
  );
}
