/**
 * The satisfaction survey on the test database (SQLite, or PostgreSQL with DATABASE_URL): resolving an atendimento
 * e-mails its contato a link whose token is stored only as a hash; the link rates once, expires, and gives way to the
 * next resolution's; the organization can turn it off; a token never shows or rates another organization's
 * atendimento; the dashboard counts the ratings answered in its period, by the agent each is for.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newDesk, type Desk, livePayloads } from "../../../tests/support/crm-rows";
import { messagesTo } from "../../../tests/support/outbox";
import { crmDashboard } from "./dashboard.server";
import { saveSurveysEnabled, surveyByToken, rateSurvey, ticketSurveys } from "./surveys.server";
import { changeTickets, createTicket, receiveContactMessage, TicketRefusal } from "./tickets.server";

const DAY = 86_400_000;
const RESOLVED_AT = new Date("2026-11-20T15:00:00.000Z");

async function openTicket(desk: Desk, subject = "Pedido não chegou", assigneeId: string | null = null) {
  const { id } = await createTicket(
    desk.scope,
    {
      subject,
      contactId: desk.contact,
      channel: "email",
      priority: "media",
      assigneeId,
      message: "Olá, meu pedido ainda não chegou.",
      messageFrom: "contato",
    },
    new Date(RESOLVED_AT.getTime() - DAY),
  );
  return id;
}

async function resolve(desk: Desk, ids: string[], at = RESOLVED_AT) {
  const outcome = await changeTickets(desk.scope, ids, { kind: "status", status: "resolvido" }, at);
  if ("error" in outcome) throw new Error(outcome.error);
  return outcome.changed;
}

/** The tokens of the survey e-mails sent to the desk's contato, newest first. */
async function surveyTokens(desk: Desk): Promise<string[]> {
  return (await messagesTo(desk.contactEmail)).flatMap((mail) => {
    const token = /\/avaliacao\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    return token ? [token] : [];
  });
}

const surveyRows = async (organizationId: string) =>
  (await db()).selectFrom("crm_surveys").selectAll().where("organization_id", "=", organizationId).execute();

describe("the survey of a resolved atendimento", () => {
  it("e-mails the contato a link that shows the atendimento, rates it once, and stores only the token's hash", async () => {
    const desk = await newDesk();
    const id = await openTicket(desk, "Boleto com valor errado", desk.colleague);
    expect(await resolve(desk, [id])).toBe(1);

    const [mail, ...others] = (await messagesTo(desk.contactEmail)).filter((m) => m.subject.startsWith("Como foi"));
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Como foi o atendimento AT-000001?");
    expect(mail!.text).toContain('O atendimento AT-000001 ("Boleto com valor errado") foi resolvido.');
    expect(mail!.text).toContain("até 27 de novembro de 2026 às 12:00");
    const [token] = await surveyTokens(desk);
    const [row] = await surveyRows(desk.scope.organizationId);
    expect(row).toMatchObject({ ticket_id: id, agent_id: desk.colleague, rating: null, answered_at: null });
    expect(row!.expires_at).toBe(new Date(RESOLVED_AT.getTime() + 7 * DAY).toISOString());
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await surveyByToken(token!, RESOLVED_AT)).toMatchObject({
      state: "open",
      code: "AT-000001",
      subject: "Boleto com valor errado",
    });
    const later = new Date(RESOLVED_AT.getTime() + DAY);
    expect(await rateSurvey(token!, { rating: 5, comment: "Resolveram rápido." }, later)).toBe("rated");
    expect(await rateSurvey(token!, { rating: 1, comment: null }, later)).toBe("answered");
    expect(await surveyByToken(token!, later)).toEqual({ state: "answered" });
    expect(await ticketSurveys(desk.scope, id)).toEqual([
      expect.objectContaining({ rating: 5, comment: "Resolveram rápido.", answeredAt: later.toISOString() }),
    ]);
    expect(await livePayloads(desk.scope.organizationId)).toContainEqual({ kind: "ticket.rated", ticketId: id });
  });

  it("counts for the agent who resolved an unassigned atendimento; none for a contato without e-mail or a ticket already resolved", async () => {
    const desk = await newDesk();
    const [first, second] = [await openTicket(desk), await openTicket(desk)];
    expect(await resolve(desk, [first!])).toBe(1);
    expect(await resolve(desk, [first!, second!])).toBe(1);
    expect((await surveyRows(desk.scope.organizationId)).map((row) => [row.ticket_id, row.agent_id])).toEqual(
      expect.arrayContaining([
        [first, desk.scope.userId],
        [second, desk.scope.userId],
      ]),
    );
    expect(await surveyTokens(desk)).toHaveLength(2);

    await (await db()).updateTable("contacts").set({ email: null }).where("id", "=", desk.contact).execute();
    await resolve(desk, [await openTicket(desk)]);
    expect(await surveyRows(desk.scope.organizationId)).toHaveLength(2);
  });

  it("expires after seven days, changing nothing", async () => {
    const desk = await newDesk();
    await resolve(desk, [await openTicket(desk)]);
    const [token] = await surveyTokens(desk);
    const expired = new Date(RESOLVED_AT.getTime() + 7 * DAY);
    expect(await surveyByToken(token!, expired)).toEqual({ state: "expired" });
    expect(await rateSurvey(token!, { rating: 4, comment: null }, expired)).toBe("expired");
    expect((await surveyRows(desk.scope.organizationId))[0]).toMatchObject({ rating: null, answered_at: null });
  });

  it("sends a new link when a reopened atendimento is resolved again; the earlier unanswered one no longer rates", async () => {
    const desk = await newDesk();
    const id = await openTicket(desk);
    await resolve(desk, [id]);
    const [first] = await surveyTokens(desk);
    await receiveContactMessage(desk.scope, id, "Voltou a dar erro.", new Date(RESOLVED_AT.getTime() + 1_000));
    const again = new Date(RESOLVED_AT.getTime() + 60_000);
    await resolve(desk, [id], again);
    const [second] = await surveyTokens(desk);
    expect(second).not.toBe(first);
    expect(await surveyByToken(first!, again)).toEqual({ state: "expired" });
    expect(await rateSurvey(first!, { rating: 1, comment: null }, again)).toBe("expired");
    expect(await rateSurvey(second!, { rating: 4, comment: null }, again)).toBe("rated");
    expect((await ticketSurveys(desk.scope, id)).map((survey) => survey.rating)).toEqual([4, null]);
  });

  it("is not sent while the organization has it turned off", async () => {
    const desk = await newDesk();
    await saveSurveysEnabled(desk.scope, false);
    await resolve(desk, [await openTicket(desk)]);
    expect(await surveyRows(desk.scope.organizationId)).toEqual([]);
    await saveSurveysEnabled(desk.scope, true);
    await resolve(desk, [await openTicket(desk)]);
    expect(await surveyRows(desk.scope.organizationId)).toHaveLength(1);
  });

  it("answers unknown for a token no survey has, and refuses a rating outside 1-5 or a comment with control characters", async () => {
    const desk = await newDesk();
    await resolve(desk, [await openTicket(desk)]);
    const [token] = await surveyTokens(desk);
    for (const bad of ["", "x", "a".repeat(43), `${token}x`, "../../etc/passwd"])
      expect(await surveyByToken(bad, RESOLVED_AT)).toEqual({ state: "unknown" });
    expect(await rateSurvey("b".repeat(43), { rating: 5, comment: null }, RESOLVED_AT)).toBe("unknown");
    await expect(rateSurvey(token!, { rating: 6 as 5, comment: null }, RESOLVED_AT)).rejects.toThrow(TicketRefusal);
    await expect(rateSurvey(token!, { rating: 5, comment: "a\u0000b" }, RESOLVED_AT)).rejects.toThrow(TicketRefusal);
    await expect(rateSurvey(token!, { rating: 5, comment: "a".repeat(1001) }, RESOLVED_AT)).rejects.toThrow(TicketRefusal);
    expect((await surveyRows(desk.scope.organizationId))[0]).toMatchObject({ rating: null });
  });
});

describe("a survey across organizations", () => {
  it("shows and rates only its own organization's atendimento; a row naming another's atendimento opens nothing", async () => {
    const [mine, theirs] = [await newDesk(), await newDesk()];
    const [myTicket, theirTicket] = [await openTicket(mine, "Meu assunto"), await openTicket(theirs, "Assunto alheio")];
    await resolve(mine, [myTicket]);
    await resolve(theirs, [theirTicket]);
    const [myToken] = await surveyTokens(mine);
    expect(await surveyByToken(myToken!, RESOLVED_AT)).toMatchObject({ state: "open", subject: "Meu assunto" });
    expect(await rateSurvey(myToken!, { rating: 2, comment: null }, RESOLVED_AT)).toBe("rated");
    expect((await surveyRows(theirs.scope.organizationId))[0]).toMatchObject({ rating: null });
    expect(await ticketSurveys(theirs.scope, myTicket)).toEqual([]);
    expect((await crmDashboard(theirs.scope, 30, RESOLVED_AT)).satisfaction.overall.count).toBe(0);

    // A forged row of my organization pointing at their atendimento: the join on the organization leaves it unknown.
    const { createHash } = await import("node:crypto");
    const forged = "f".repeat(43);
    await (
      await db()
    )
      .insertInto("crm_surveys")
      .values({
        id: randomUUID(),
        organization_id: mine.scope.organizationId,
        ticket_id: theirTicket,
        agent_id: null,
        token_hash: createHash("sha256").update(forged).digest("hex"),
        created_at: RESOLVED_AT.toISOString(),
        expires_at: new Date(RESOLVED_AT.getTime() + DAY).toISOString(),
        rating: null,
        comment: null,
        answered_at: null,
      })
      .execute();
    expect(await surveyByToken(forged, RESOLVED_AT)).toEqual({ state: "unknown" });
    expect(await rateSurvey(forged, { rating: 5, comment: null }, RESOLVED_AT)).toBe("unknown");
  });
});

describe("the dashboard's satisfaction", () => {
  it("counts the ratings answered in the period, overall and by agent: CSAT is the share of 4 and 5", async () => {
    const desk = await newDesk();
    const ids: string[] = [];
    for (const assignee of [desk.colleague, desk.colleague, desk.colleague, null])
      ids.push(await openTicket(desk, "A", assignee));
    await resolve(desk, ids);
    // Each e-mail's token by the atendimento it rates: AT-000001 first.
    const coded = await Promise.all(
      (await surveyTokens(desk)).map(async (token) => ({ token, view: await surveyByToken(token, RESOLVED_AT) })),
    );
    const tokens = coded
      .sort((a, b) => ("code" in a.view && "code" in b.view ? a.view.code.localeCompare(b.view.code) : 0))
      .map((c) => c.token);
    const answers: Array<[number, number]> = [
      [5, 1],
      [2, 2],
      [4, 3],
      [1, 40],
    ];
    const now = new Date(RESOLVED_AT.getTime() + 50 * DAY);
    // Answered 1, 2, 3 and 40 days after the resolution; the links are made to last for the test.
    await (
      await db()
    )
      .updateTable("crm_surveys")
      .set({ expires_at: now.toISOString() })
      .where("organization_id", "=", desk.scope.organizationId)
      .execute();
    for (const [index, [rating, days]] of answers.entries())
      expect(
        await rateSurvey(tokens[index]!, { rating: rating as 5, comment: null }, new Date(RESOLVED_AT.getTime() + days * DAY)),
      ).toBe("rated");

    const month = (await crmDashboard(desk.scope, 30, now)).satisfaction;
    expect(month).toEqual({
      overall: { count: 1, average: 1, csat: 0 },
      agents: [expect.objectContaining({ id: desk.scope.userId, count: 1 })],
    });
    const quarter = (await crmDashboard(desk.scope, 90, now)).satisfaction;
    expect(quarter.overall).toEqual({ count: 4, average: 3, csat: 0.5 });
    expect(quarter.agents).toEqual([
      { id: desk.scope.userId, name: expect.any(String), count: 1, average: 1, csat: 0 },
      { id: desk.colleague, name: "Bruno Souza", count: 3, average: 11 / 3, csat: 2 / 3 },
    ]);
    expect((await crmDashboard(desk.scope, 7, now)).satisfaction).toEqual({
      overall: { count: 0, average: null, csat: null },
      agents: [],
    });
  });
});
