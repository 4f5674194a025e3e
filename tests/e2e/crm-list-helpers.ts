/**
 * Atendimentos (and API keys, respostas prontas) for the desk's end-to-end
 * tests, made through the modules (contacts, createTicket, changeTickets,
 * createApiKey, createCannedReply) in the test's own
 * process, against the database the e2e server uses (the same
 * DATABASE_URL), or through the Novo atendimento form (`openTicket`). Each test gets a contato and subjects of its own, named
 * with a unique suffix, so filtering by that suffix shows only its rows
 * whatever demo atendimentos the organization has.
 */
import { expect, type Page } from "@playwright/test";
import { db, scopeOf } from "./database";
import { origin } from "./helpers";

const [contacts, tickets, apiKeys, cannedReplies] = await Promise.all([
  import("~/modules/contacts/contacts.server"),
  import("~/modules/crm/tickets.server"),
  import("~/modules/crm/api-keys.server"),
  import("~/modules/crm/canned-replies.server"),
]);

import type { TicketStatus } from "~/db/schema/crm";

export interface DeskTicket {
  subject: string;
  assigned?: boolean;
  /** Another member of Eleve to assign it to, in place of usuario-eleve. */
  assigneeId?: string;
  status?: Exclude<TicketStatus, "aberto">;
  /** Opened this long ago (média: first response due 8 h after), else now. */
  openedMinutesAgo?: number;
}

/**
 * A contato "Cliente <suffix>" of Eleve and its atendimentos, opened by the
 * contact (subjects end with the suffix), assigned to usuario-eleve when
 * `assigned` (or to `assigneeId`), then moved to `status` (adiado until tomorrow). Resolves with
 * their ids and numbers, in the order of `list`.
 */
export async function deskTickets(suffix: string, list: DeskTicket[]): Promise<Array<{ id: string; number: number }>> {
  const scope = await scopeOf("eleve", "usuario-eleve");
  const opened: Array<{ id: string; number: number }> = [];
  const saved = await contacts.createContact(scope, {
    name: `Cliente ${suffix}`,
    roles: ["cliente"],
    document: null,
    email: `cliente-${suffix}@example.com`,
    phone: null,
  });
  if (saved.status !== "saved" || !saved.row) throw new Error(`contact not saved: ${JSON.stringify(saved)}`);
  for (const item of list) {
    const { id, number } = await tickets.createTicket(
      scope,
      {
        subject: `${item.subject} ${suffix}`,
        contactId: saved.row.id,
        channel: "email",
        priority: "media",
        assigneeId: item.assigneeId ?? (item.assigned ? scope.userId : null),
        message: "Olá, preciso de ajuda.",
        messageFrom: "contato",
      },
      new Date(Date.now() - (item.openedMinutesAgo ?? 0) * 60_000),
    );
    opened.push({ id, number });
    if (!item.status) continue;
    const change =
      item.status === "adiado"
        ? { kind: "snooze" as const, until: new Date(Date.now() + 86_400_000).toISOString() }
        : { kind: "status" as const, status: item.status };
    const result = await tickets.changeTickets(scope, [id], change);
    if ("error" in result) throw new Error(result.error);
  }
  return opened;
}

/** A new API key of Eleve's desk, named `name`: the whole key. */
export async function deskApiKey(name: string): Promise<string> {
  return (await apiKeys.createApiKey(await scopeOf("eleve", "usuario-eleve"), name)).key;
}

/** A resposta pronta of Eleve's desk. */
export async function deskCannedReply(code: string, title: string, body: string): Promise<void> {
  const saved = await cannedReplies.createCannedReply(await scopeOf("eleve", "usuario-eleve"), { code, title, body });
  if (saved.status !== "saved") throw new Error(`resposta pronta not saved: ${JSON.stringify(saved)}`);
}

/** How the desk names usuario-eleve: given and family name. */
export async function agentName(): Promise<string> {
  const user = await (
    await db()
  )
    .selectFrom("users")
    .select(["given_name", "family_name"])
    .where("username", "=", "usuario-eleve")
    .executeTakeFirstOrThrow();
  return `${user.given_name} ${user.family_name}`.trim();
}

/** Opens an atendimento of Eleve for a new contato `contact` through Novo atendimento as the page's person; its page is on screen. */
export async function openTicket(page: Page, subject: string, contact: string) {
  await page.goto(`${origin("eleve")}/crm/central-de-atendimento/novo`);
  const form = page.getByRole("region", { name: "Novo atendimento" });
  await form.getByRole("radio", { name: "Novo contato" }).check();
  await form.getByLabel("Nome do novo contato").fill(contact);
  await form.getByLabel("E-mail (opcional)").fill(`${contact.toLowerCase().replace(/\W+/g, ".")}@example.com`);
  await form.getByLabel("Assunto", { exact: true }).fill(subject);
  await form.getByLabel("Prioridade", { exact: true }).selectOption("alta");
  await form.getByLabel("Mensagem", { exact: true }).fill("Olá, a nota fiscal do meu pedido veio com o CNPJ errado.");
  await form.getByRole("button", { name: "Abrir atendimento" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Atendimento aberto." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: subject })).toBeVisible();
}
