import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { deskTicket, livePayloads, newDesk } from "../../../tests/support/crm-rows";
import { markPresence, othersOn } from "./presence.server";

const presenceEvents = async (organizationId: string) => (await livePayloads(organizationId, "crm-presenca")).length;

async function deskWithTicket() {
  const desk = await newDesk();
  const { id } = await deskTicket(desk);
  return { desk, id, ana: desk.scope, bruno: { ...desk.scope, userId: desk.colleague } };
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 30, 12, 0, seconds));

describe("markPresence", () => {
  it("shows each agent the colleagues on the atendimento, and who is typing until the keystrokes stop", async () => {
    const { id, ana, bruno } = await deskWithTicket();
    expect(await markPresence(ana, id, "vendo", at(0))).toEqual([]);
    expect(await markPresence(bruno, id, "vendo", at(1))).toEqual([{ userId: ana.userId, name: "Ana Lima", typingMs: 0 }]);
    expect(await markPresence(bruno, id, "digitando", at(2))).toEqual([{ userId: ana.userId, name: "Ana Lima", typingMs: 0 }]);
    expect(await othersOn(ana, id, at(3))).toEqual([{ userId: bruno.userId, name: "Bruno Souza", typingMs: 5_000 }]);
    expect(await othersOn(ana, id, at(9))).toEqual([{ userId: bruno.userId, name: "Bruno Souza", typingMs: 0 }]);
  });

  it("tells the others only when what they see changes: arriving, starting or stopping to type, leaving", async () => {
    const { desk, id, ana, bruno } = await deskWithTicket();
    const organizationId = desk.scope.organizationId;
    await markPresence(ana, id, "vendo", at(0));
    expect(await presenceEvents(organizationId)).toBe(1);
    await markPresence(ana, id, "vendo", at(15));
    expect(await presenceEvents(organizationId)).toBe(1);
    await markPresence(ana, id, "digitando", at(16));
    await markPresence(ana, id, "digitando", at(19));
    expect(await presenceEvents(organizationId)).toBe(2);
    await markPresence(ana, id, "vendo", at(22));
    expect(await presenceEvents(organizationId)).toBe(3);
    await markPresence(ana, id, "saiu", at(31));
    expect(await presenceEvents(organizationId)).toBe(4);
    expect(await othersOn(bruno, id, at(32))).toEqual([]);
  });

  it("forgets a page that stopped beating (a closed laptop) after 45 s", async () => {
    const { id, ana, bruno } = await deskWithTicket();
    await markPresence(ana, id, "vendo", at(0));
    expect(await othersOn(bruno, id, at(44))).toHaveLength(1);
    expect(await markPresence(bruno, id, "vendo", at(45))).toEqual([]);
    const rows = await (await db()).selectFrom("crm_ticket_presence").select("user_id").where("ticket_id", "=", id).execute();
    expect(rows).toEqual([{ user_id: bruno.userId }]);
  });

  it("shows another organization's agent nothing of this atendimento", async () => {
    const { id, ana } = await deskWithTicket();
    const other = await newDesk();
    await markPresence(ana, id, "vendo", at(0));
    expect(await othersOn(other.scope, id, at(1))).toEqual([]);
  });
});
