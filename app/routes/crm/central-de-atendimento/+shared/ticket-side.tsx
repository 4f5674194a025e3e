/** The side of an atendimento: small forms that each work without JavaScript. */
import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import { FieldError } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatDate, formatInstant, formatMoney } from "~/config/format";
import type { ContactCharge } from "~/modules/charges/charges.server";
import type { Member } from "~/modules/administration/members.server";
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, ticketMovesFrom } from "~/modules/crm/status";
import { ticketChangeSchema } from "~/modules/crm/ticket-actions";
import type { TicketDetail } from "~/modules/crm/ticket-detail.server";
import { LABEL_MAX } from "~/modules/crm/ticket-text";
import type { TicketSurvey } from "~/modules/crm/surveys.server";
import { IdempotencyField } from "~/web/idempotency";
import { ticketPath } from "./ticket-path";
import { TicketSurveys } from "./ticket-surveys";

const SMALL_BUTTON =
  "inline-flex items-center rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-1.5 text-sm font-medium text-(--text-color) hover:bg-(--surface-hover)";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-(--surface-border) pt-3 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold text-(--text-color)">{title}</h3>
      {children}
    </section>
  );
}

/** A change of the atendimento, sent with the version the page shows: one made meanwhile refuses it. */
function Intent({
  intent,
  version,
  className,
  children,
}: {
  intent: string;
  version: number;
  className?: string;
  children: ReactNode;
}) {
  const [form] = useSchemaForm(ticketChangeSchema);
  return (
    <Form method="post" {...getFormProps(form)} className={className ?? "flex flex-wrap items-end gap-2"}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="versao" value={version} />
      <IdempotencyField />
      {children}
      <FieldError meta={{ errors: Object.values(form.allErrors).flat(), errorId: form.errorId }} />
    </Form>
  );
}

/** The contato's open charges, each linked to its lançamento. */
function ContactCharges({ charges }: { charges: ContactCharge[] }) {
  return (
    <Part title="Cobranças em aberto">
      {charges.length === 0 ? (
        <p className="text-(--text-muted)">Nenhuma.</p>
      ) : (
        <ul className="space-y-1">
          {charges.map((charge) => (
            <li key={charge.entryId}>
              <Link
                to={href("/financeiro/lancamentos/:id", { id: charge.entryId })}
                className="text-(--primary-text) hover:underline"
              >
                {charge.description}
              </Link>{" "}
              <span className="text-(--text-muted)">
                · {formatMoney(charge.openCents)} · vence {formatDate(charge.dueDate)} (
                {charge.state === "vencida" ? "vencida" : "em aberto"})
              </span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

export function TicketSide({
  ticket,
  agents,
  selfId,
  snoozeDefault,
  surveys,
  charges,
}: {
  ticket: TicketDetail;
  agents: Member[];
  selfId: string;
  snoozeDefault: string;
  /** The satisfaction survey's links of this atendimento, newest first. */
  surveys: TicketSurvey[];
  /** The contato's open Pix charges; null for a member who may not see finance (the part is not shown). */
  charges: ContactCharge[] | null;
}) {
  const moves = ticketMovesFrom(ticket.status).filter((to) => to !== "adiado");
  return (
    <aside aria-label="Detalhes do atendimento" className="space-y-4 rounded-lg border border-(--surface-border) p-3 text-sm">
      <Part title="Responsável">
        <p>{ticket.assignee ? ticket.assignee.name : "Não atribuído"}</p>
        {ticket.assignee?.id !== selfId ? (
          <Intent version={ticket.version} intent="atribuir">
            <input type="hidden" name="responsavel" value="eu" />
            <button type="submit" className={SMALL_BUTTON}>
              Atribuir a mim
            </button>
          </Intent>
        ) : null}
        <Intent version={ticket.version} intent="atribuir">
          <label className="sr-only" htmlFor="responsavel">
            Responsável
          </label>
          <select
            id="responsavel"
            name="responsavel"
            defaultValue={ticket.assignee?.id ?? ""}
            key={ticket.version}
            className={`${INPUT_CLASS} w-auto`}
          >
            <option value="">Ninguém</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
          <button type="submit" className={SMALL_BUTTON}>
            Atribuir
          </button>
        </Intent>
      </Part>

      <Part title="Status">
        <p>
          {TICKET_STATUS_LABELS[ticket.status]}
          {ticket.status === "adiado"
            ? ticket.snoozedUntil
              ? ` até ${formatInstant(ticket.snoozedUntil)}`
              : " até a resposta do contato"
            : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <Intent key={to} version={ticket.version} intent="status">
              <input type="hidden" name="status" value={to} />
              <button type="submit" className={SMALL_BUTTON}>
                {to === "aberto"
                  ? "Reabrir"
                  : to === "resolvido"
                    ? "Resolver"
                    : `Marcar como ${TICKET_STATUS_LABELS[to].toLowerCase()}`}
              </button>
            </Intent>
          ))}
        </div>
      </Part>

      {surveys.length > 0 ? (
        <Part title="Avaliação do contato">
          <TicketSurveys surveys={surveys} />
        </Part>
      ) : null}

      <Part title="Prioridade">
        <Intent version={ticket.version} intent="prioridade">
          <label className="sr-only" htmlFor="prioridade">
            Prioridade
          </label>
          <select
            id="prioridade"
            name="prioridade"
            defaultValue={ticket.priority}
            key={ticket.version}
            className={`${INPUT_CLASS} w-auto`}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {TICKET_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </select>
          <button type="submit" className={SMALL_BUTTON}>
            Mudar
          </button>
        </Intent>
      </Part>

      <Part title="Etiquetas">
        {ticket.labels.length === 0 ? <p className="text-(--text-muted)">Sem etiquetas.</p> : null}
        <ul className="flex flex-wrap gap-2">
          {ticket.labels.map((label) => (
            <li key={label}>
              <Intent
                version={ticket.version}
                intent="etiqueta"
                className="inline-flex items-center gap-1 rounded-full bg-(--surface-hover) px-2 py-0.5"
              >
                <input type="hidden" name="acao" value="remover" />
                <input type="hidden" name="etiqueta" value={label} />
                <span>{label}</span>
                <button
                  type="submit"
                  aria-label={`Remover a etiqueta ${label}`}
                  className="px-1 text-(--text-muted) hover:text-(--danger-color)"
                >
                  ×
                </button>
              </Intent>
            </li>
          ))}
        </ul>
        <Intent version={ticket.version} intent="etiqueta">
          <input type="hidden" name="acao" value="adicionar" />
          <label className="sr-only" htmlFor="nova-etiqueta">
            Nova etiqueta
          </label>
          <input
            id="nova-etiqueta"
            name="etiqueta"
            maxLength={LABEL_MAX}
            required
            placeholder="Nova etiqueta"
            className={`${INPUT_CLASS} w-40`}
          />
          <button type="submit" className={SMALL_BUTTON}>
            Adicionar
          </button>
        </Intent>
      </Part>

      {ticket.status !== "resolvido" ? (
        <Part title="Adiar">
          <Intent version={ticket.version} intent="adiar">
            <fieldset className="space-y-1">
              <legend className="sr-only">Adiar até</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="ate" value="data" defaultChecked /> Até a data e hora
              </label>
              <label htmlFor="adiar-data" className="sr-only">
                Data e hora
              </label>
              <input
                id="adiar-data"
                type="datetime-local"
                name="data"
                defaultValue={snoozeDefault}
                className={`${INPUT_CLASS} w-auto`}
              />
              <label className="flex items-center gap-2">
                <input type="radio" name="ate" value="contato" /> Até a resposta do contato
              </label>
            </fieldset>
            <button type="submit" className={SMALL_BUTTON}>
              Adiar
            </button>
          </Intent>
        </Part>
      ) : null}

      <Part title="Contato">
        <p className="font-medium">{ticket.contact.name}</p>
        {ticket.contact.email ? (
          <p className="break-all text-(--text-muted)">{ticket.contact.email}</p>
        ) : (
          <p className="text-(--text-muted)">Sem e-mail: as respostas não serão enviadas.</p>
        )}
        {ticket.contact.phone ? <p className="text-(--text-muted)">{ticket.contact.phone}</p> : null}
      </Part>

      {charges ? <ContactCharges charges={charges} /> : null}

      <Part title="Outros atendimentos do contato">
        {ticket.otherTickets.length === 0 ? (
          <p className="text-(--text-muted)">Nenhum outro.</p>
        ) : (
          <ul className="space-y-1">
            {ticket.otherTickets.map((other) => (
              <li key={other.id}>
                <Link to={ticketPath(other.code)} className="text-(--primary-text) hover:underline">
                  {other.code} · {other.subject}
                </Link>{" "}
                <span className="text-(--text-muted)">({TICKET_STATUS_LABELS[other.status]})</span>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </aside>
  );
}
