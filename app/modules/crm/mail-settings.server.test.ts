import { describe, expect, it } from "vitest";
import { answeredTicket, newDesk, type Desk } from "../../../tests/support/crm-rows";
import { readMailSettings, saveMailSettings } from "./mail-settings.server";

const answer = async (desk: Desk) => (await answeredTicket(desk)).sent;

describe("the desk's e-mail settings", () => {
  it("sends in the organization's name with no reply address until they are set, and the listener off shows no inbox", async () => {
    const desk = await newDesk();
    const sent = await answer(desk);
    expect(sent.from).toMatch(/^"Organização t-[0-9a-f]{8}" <nao-responda@sereno\.example\.com>$/);
    expect(sent.replyTo).toBeUndefined();
    expect(await readMailSettings(desk.scope)).toMatchObject({ senderName: null, replyAddress: null, inbox: null });
  });

  it("sends in the sender's name set, answered to the reply address set, for that organization only", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    await saveMailSettings(desk.scope, { senderName: "Suporte Padaria", replyAddress: "suporte@padaria.example.com" });
    await saveMailSettings(desk.scope, { senderName: "Atendimento Padaria", replyAddress: "sac@padaria.example.com" });
    const sent = await answer(desk);
    expect(sent.from).toBe('"Atendimento Padaria" <nao-responda@sereno.example.com>');
    expect(sent.replyTo).toBe("sac@padaria.example.com");
    expect(sent.text).toContain("Atendimento Padaria · atendimento AT-000001");
    const elsewhere = await answer(other);
    expect(elsewhere.from).toMatch(/^"Organização t-/);
    expect(elsewhere.replyTo).toBeUndefined();
    expect(await readMailSettings(other.scope)).toMatchObject({ senderName: null, replyAddress: null });
  });
});
