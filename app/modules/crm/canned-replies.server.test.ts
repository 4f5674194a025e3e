/**
 * Respostas prontas on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL): the form's rules, código unique per organization (the
 * same código free in another one), search, and another organization's
 * ids finding nothing and changing nothing.
 */
import { describe, expect, it } from "vitest";
import { newScope } from "../../../tests/support/ledger-rows";
import type { TenantScope } from "../tenant-scope";
import {
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  listCannedReplies,
  updateCannedReply,
} from "./canned-replies.server";
import { cannedReplySchema, type CannedReplyInput } from "./canned-reply-schemas";

const reply = (code: string, title = `Título ${code}`, body = "Olá, {{contato.nome}}!"): CannedReplyInput => ({
  code,
  title,
  body,
});

async function created(scope: TenantScope, input: CannedReplyInput) {
  const answer = await createCannedReply(scope, input);
  if (answer.status !== "saved") throw new Error(`not saved: ${JSON.stringify(answer)}`);
  return answer.row;
}

describe("canned reply form", () => {
  it("takes the código without the slash and in lower case, and refuses spaces, accents and blanks", () => {
    expect(cannedReplySchema.parse({ code: " /Boas-Vindas ", title: " Oi ", body: "Texto" })).toEqual({
      code: "boas-vindas",
      title: "Oi",
      body: "Texto",
    });
    const refusal = (input: Record<string, string>) =>
      cannedReplySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(refusal({ code: "boas vindas", title: "x", body: "y" })[0]).toMatch(/só letras minúsculas/);
    expect(refusal({ code: "ação", title: "x", body: "y" })[0]).toMatch(/só letras minúsculas/);
    expect(refusal({ code: "ok", title: " ", body: "y" })).toEqual(["Informe o título."]);
    expect(refusal({ code: "ok", title: "x", body: "y".repeat(5001) })).toEqual(["O texto deve ter no máximo 5000 caracteres."]);
  });
});

describe("respostas prontas", () => {
  it("lists by código and searches código, título and texto, accents aside", async () => {
    const scope = await newScope();
    await created(scope, reply("prazo", "Prazo de entrega", "Seu pedido chega em até 5 dias úteis."));
    await created(scope, reply("boas-vindas", "Boas-vindas", "Olá, {{contato.nome}}! Obrigado pelo contato."));
    expect((await listCannedReplies(scope)).map((row) => row.code)).toEqual(["boas-vindas", "prazo"]);
    expect((await listCannedReplies(scope, "UTEIS")).map((row) => row.code)).toEqual(["prazo"]);
    expect((await listCannedReplies(scope, "/boas")).map((row) => row.code)).toEqual(["boas-vindas"]);
    expect(await listCannedReplies(scope, "nada disso")).toEqual([]);
  });

  it("refuses a código already used in the organization, on create and on edit, and allows it elsewhere", async () => {
    const scope = await newScope();
    const other = await newScope();
    const first = await created(scope, reply("prazo"));
    const second = await created(scope, reply("troca"));
    expect(await createCannedReply(scope, reply("prazo", "Outro"))).toEqual({ status: "duplicate" });
    expect(await updateCannedReply(scope, second.id, reply("prazo"))).toEqual({ status: "duplicate" });
    expect((await getCannedReply(scope, second.id))?.code).toBe("troca");
    expect((await updateCannedReply(scope, first.id, reply("prazo", "Novo título")))?.status).toBe("saved");
    expect((await createCannedReply(other, reply("prazo"))).status).toBe("saved");
    expect((await listCannedReplies(scope)).map((row) => row.title)).toEqual(["Novo título", "Título troca"]);
  });

  it("finds, changes and deletes nothing of another organization", async () => {
    const scope = await newScope();
    const intruder = await newScope();
    const own = await created(scope, reply("prazo"));
    expect(await getCannedReply(intruder, own.id)).toBeNull();
    expect(await listCannedReplies(intruder)).toEqual([]);
    expect(await updateCannedReply(intruder, own.id, reply("hack"))).toBeNull();
    expect(await deleteCannedReply(intruder, own.id)).toBeNull();
    expect(await getCannedReply(scope, own.id)).toEqual(own);
    expect(await getCannedReply(scope, "not-an-id")).toBeNull();
    expect(await deleteCannedReply(scope, own.id)).toBe(true);
    expect(await getCannedReply(scope, own.id)).toBeNull();
  });
});
