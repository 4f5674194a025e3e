/**
 * /crm/central-de-atendimento/:id: one atendimento, addressed by its code (AT-000298; an id from older links
 * redirects there); opening it marks it read.
 * "crm" events refresh it, except while a refused form's answer is shown (a refresh would wipe it).
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { data, href, Link, redirect } from "react-router";
import { TicketHeader } from "~/components/crm/ticket-header";
import { FormAlert } from "~/components/ui/form-alert";
import { SkipLink } from "~/components/ui/skip-link";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { listCannedReplies } from "~/modules/crm/canned-replies.server";
import { ticketSurveys } from "~/modules/crm/surveys.server";
import { isoToSaoPauloLocal } from "~/modules/crm/sla";
import { ticketHeading } from "~/modules/crm/ticket-heading";
import { ticketChangeOf, ticketChangeSchema } from "~/modules/crm/ticket-actions";
import { ticketReplySchema } from "~/modules/crm/ticket-reply-schemas";
import {
  ATTACHMENT_LIMIT_MESSAGES,
  ATTACHMENTS_MAX,
  ATTACHMENTS_TOTAL_MAX,
  REPLY_FORM_MAX_BYTES,
} from "~/modules/crm/attachment-rules";
import { AttachmentRefusal, type IncomingFile } from "~/modules/crm/attachments.server";
import { ATTACHMENT_MESSAGES } from "~/config/receipt-rules";
import type { RequestShape } from "~/contracts/request-shape";
import { readFileForm } from "~/web/file-form.server";
import { TICKET_MESSAGES } from "~/modules/crm/ticket-text";
import { parseSubmission } from "~/web/submission.server";
import {
  addInternalNote,
  changeTickets,
  getTicket,
  markTicketRead,
  replyToTicket,
  ticketRef,
  TicketRefusal,
} from "~/modules/crm/tickets.server";
import { listMembers } from "~/modules/administration/members.server";
import { openChargesOfContact } from "~/modules/charges/charges.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { useHoldDeskReloads } from "./+shared/desk-outlet";
import { REPLY_FIELD_ID, ReplyBox } from "./+shared/ticket-reply-box";
import { TicketSide } from "./+shared/ticket-side";
import { ticketPath } from "./+shared/ticket-path";
import { TicketPresence, useTicketPresence } from "./+shared/ticket-presence";
import { TicketTimeline } from "./+shared/ticket-timeline";
import type { Route } from "./+types/ticket";
import { idempotent } from "~/web/idempotency.server";
import type { TenantScope } from "~/modules/tenant-scope";

const NOTICES: Record<string, string> = {
  respondido: "Resposta enviada ao contato.",
  "sem-email": "Resposta registrada. O contato não tem e-mail, então nada foi enviado.",
  nota: "Nota interna adicionada.",
  alterado: "Atendimento atualizado.",
  criado: "Atendimento aberto.",
};

export const handle = {
  // The reply box sends its files with the resposta (multipart).
  request: { kind: "upload", maxBytes: REPLY_FORM_MAX_BYTES } satisfies RequestShape,
  breadcrumb: (loaderData: unknown) => (loaderData as { ticket?: { code: string } } | undefined)?.ticket?.code ?? "Atendimento",
};
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.ticket.code} · ${loaderData.ticket.subject}` : "Atendimento");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context, request);
  const scope = scopeOf(tenant);
  const ticket = await getTicket(scope, params.id);
  if (!ticket) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (ticket.code !== params.id) throw redirect(`${ticketPath(ticket.code)}${url.search}`, 301);
  await markTicketRead(scope, ticket.id);
  // Finance is the Administrador's (spec 6): a Usuario sees no charge, not even that there are some.
  const finance = tenant.access.tipoDeAcesso === "Administrador";
  const [agents, canned, surveys, charges] = await Promise.all([
    listMembers(scope, { activeOnly: true }),
    listCannedReplies(scope),
    ticketSurveys(scope, ticket.id),
    finance ? openChargesOfContact(scope, ticket.contact.id) : null,
  ]);
  const now = new Date();
  // The name people read ("Eleve Consultoria"), not the address's slug the token's claims carry.
  const organizationName = tenant.organization.displayName;
  return {
    ticket,
    agents,
    surveys,
    charges,
    selfId: scope.userId,
    canned: canned.map(({ code, title, body }) => ({ code, title, body })),
    placeholders: {
      "contato.nome": ticket.contact.name,
      "contato.email": ticket.contact.email ?? "",
      "agente.nome": tenant.user.fullName,
      "atendimento.numero": ticket.code,
      "atendimento.assunto": ticket.subject,
      "organizacao.nome": organizationName,
    },
    heading: ticketHeading(ticket, now),
    snoozeDefault: isoToSaoPauloLocal(new Date(now.getTime() + 24 * 3_600_000).toISOString()),
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
    stale: url.searchParams.get("aviso") === "conflito",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await readFileForm(request, {
    maxFiles: ATTACHMENTS_MAX,
    // Each file's own limit is checked with its name (attachments.server): here only what the form may carry at all.
    maxFileBytes: ATTACHMENTS_TOTAL_MAX,
    tooLarge: ATTACHMENT_MESSAGES.tooLarge,
    tooMany: ATTACHMENT_LIMIT_MESSAGES.count,
  });
  if (typeof form === "string") {
    const result: SubmissionResult<string[]> = { status: "error", error: { anexos: [form] } };
    return data({ intent: "responder" as const, result }, { status: 400 });
  }
  return idempotent(scope, form, "crm/atendimento", () => ticketAction(scope, form, params.id));
}

/** The atendimento `ref` names, or a 404; looked up after the form is read, so a malformed one is a 400 anywhere. */
async function ticketOf(scope: TenantScope, ref: string) {
  const found = await ticketRef(scope, ref);
  if (!found) throw data(null, { status: 404 });
  return { id: found.id, here: ticketPath(found.code) };
}

/** The files the reply box sent (`anexos`); a browser sends an empty, nameless part when none was chosen. */
async function chosenFiles(form: FormData): Promise<IncomingFile[]> {
  const files = form
    .getAll("anexos")
    .filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

async function ticketAction(scope: TenantScope, form: FormData, ref: string) {
  if (form.get("intent") === "responder") {
    const submission = parseSubmission(form, { schema: ticketReplySchema });
    const refuse = (result: SubmissionResult<string[]>) => data({ intent: "responder" as const, result }, { status: 400 });
    if (submission.status !== "success") return refuse(submission.reply());
    const { modo, texto } = submission.value;
    const files = await chosenFiles(form);
    if (modo === "nota" && files.length > 0)
      return refuse(submission.reply({ fieldErrors: { anexos: [ATTACHMENT_LIMIT_MESSAGES.note] } }));
    const { id, here } = await ticketOf(scope, ref);
    try {
      const outcome = modo === "nota" ? await addInternalNote(scope, id, texto) : await replyToTicket(scope, id, texto, files);
      if (!outcome) throw data(null, { status: 404 });
      const notice = modo === "nota" ? "nota" : "emailed" in outcome && outcome.emailed ? "respondido" : "sem-email";
      throw redirect(`${here}?aviso=${notice}`);
    } catch (error) {
      if (error instanceof AttachmentRefusal) return refuse(submission.reply({ fieldErrors: { anexos: [error.message] } }));
      if (error instanceof TicketRefusal) return refuse(submission.reply({ fieldErrors: { texto: [error.message] } }));
      throw error;
    }
  }
  const submission = parseSubmission(form, { schema: ticketChangeSchema });
  if (submission.status !== "success") {
    const error = Object.values(submission.error ?? {}).flat()[0] ?? "";
    return data({ intent: "mudar" as const, error }, { status: 400 });
  }
  const { id, here } = await ticketOf(scope, ref);
  const version = Number(form.get("versao"));
  const basedOn = Number.isSafeInteger(version) && version > 0 ? version : undefined;
  const outcome = await changeTickets(scope, [id], ticketChangeOf(submission.value, scope.userId), undefined, basedOn);
  // Reloaded, so the side shows the values that changed meanwhile beside the refusal.
  if ("error" in outcome && outcome.error === TICKET_MESSAGES.stale) throw redirect(`${here}?aviso=conflito`);
  if ("error" in outcome) return data({ intent: "mudar" as const, error: outcome.error }, { status: 400 });
  throw redirect(`${here}?aviso=alterado`);
}

export default function Ticket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, heading, agents, surveys, charges, selfId, canned, placeholders, snoozeDefault, notice, stale } = loaderData;
  // The answer on screen when an event about this atendimento came: the notice lasts as long as that answer.
  const [changedUnder, setChangedUnder] = useState<typeof actionData>(undefined);
  const changedMeanwhile = actionData != null && changedUnder === actionData;
  useHoldDeskReloads(actionData != null);
  useLiveRevalidation("crm", {
    accept: (payload) => payload.ticketId === ticket.id,
    // A revalidation would drop the action's answer (React Router keeps it only through the action's own reload).
    hold: () => {
      if (actionData) setChangedUnder(actionData);
      return actionData != null;
    },
  });
  const presence = useTicketPresence(`${ticketPath(ticket.code)}/presenca`, ticket.id);
  const changeError = actionData?.intent === "mudar" ? actionData.error : null;
  const article = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening an atendimento puts the focus on its heading, a skip link away from the reply box; not while
  // someone already types in one of its fields (before the page came to life).
  useEffect(() => {
    const active = document.activeElement;
    if (!(article.current?.contains(active) && active?.matches("input, textarea, select"))) headingRef.current?.focus();
  }, [ticket.id]);
  return (
    <article
      ref={article}
      aria-labelledby="atendimento-titulo"
      className="space-y-4 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <Link to={href("/crm/central-de-atendimento")} className="text-sm text-(--primary-text) hover:underline">
        ← Voltar à lista
      </Link>
      <TicketHeader {...heading} headingRef={headingRef} />
      <SkipLink target={REPLY_FIELD_ID} className="focus:inline-block">
        Pular para a resposta
      </SkipLink>
      <TicketPresence people={presence.people} />
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {changeError ? <FormAlert tone="error" message={changeError} /> : null}
      {stale ? <FormAlert tone="error" message={TICKET_MESSAGES.stale} /> : null}
      <p role="status" className="text-sm empty:hidden">
        {changedMeanwhile ? (
          <>
            Este atendimento mudou desde que a página foi carregada.{" "}
            <Link to={ticketPath(ticket.code)} className="text-(--primary-text) underline">
              Atualizar
            </Link>
          </>
        ) : null}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0 space-y-4">
          <TicketTimeline ticketId={ticket.id} timeline={ticket.timeline} />
          <ReplyBox
            key={ticket.id}
            ticketId={ticket.id}
            version={ticket.version}
            canned={canned}
            placeholders={placeholders}
            lastResult={actionData?.intent === "responder" ? actionData.result : undefined}
            onTyping={presence.typed}
          />
        </div>
        <TicketSide
          ticket={ticket}
          agents={agents}
          selfId={selfId}
          snoozeDefault={snoozeDefault}
          surveys={surveys}
          charges={charges}
        />
      </div>
    </article>
  );
}
