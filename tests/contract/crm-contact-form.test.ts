import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { action } from "~/routes/crm/contact-form";
import { clientAddressContext } from "~/web/context.server";
import { messagesTo } from "../support/outbox";
import { newMemberScope } from "../support/crm-intake-rows";

/** Posts the form to /contato of `slug` from `address`; the Response thrown (redirect) or returned. */
async function submit(slug: string, fields: Record<string, string>, address = "10.20.0.1") {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  const request = new Request(`http://localhost/contato?organization=${slug}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    const answer = (await action({ request, context } as never)) as unknown;
    return answer as { init: { status: number } | null; data: { result: { error?: Record<string, string[] | null> } } };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location"), status: thrown.status };
    return { thrown };
  }
}

const fields = (email: string, subject: string) => ({
  name: "Lucas Prado",
  email,
  phone: "",
  subject,
  message: "Minha <b>fatura</b> veio em dobro.",
});

const ticketsOf = async (organizationId: string) =>
  (await db())
    .selectFrom("crm_tickets")
    .select(["number", "subject", "channel"])
    .where("organization_id", "=", organizationId)
    .execute();

describe("the public contact form's action", () => {
  it("opens an atendimento of the named organization only, and thanks with its number", async () => {
    const mine = await newMemberScope();
    const other = await newMemberScope();
    const email = `lucas-${mine.slug}@example.com`;
    const answer = await submit(mine.slug, fields(email, "Fatura <em>dobrada</em>"));
    expect(answer).toEqual({ redirect: `/contato?organization=${mine.slug}&enviado=AT-000001`, status: 302 });
    expect(await ticketsOf(mine.organizationId)).toEqual([
      { number: 1, subject: "Fatura <em>dobrada</em>", channel: "formulario" },
    ]);
    expect(await ticketsOf(other.organizationId)).toEqual([]);
    const [mail] = await messagesTo(email);
    expect(mail?.html).toContain("Fatura &lt;em&gt;dobrada&lt;/em&gt;");
    expect(mail?.html).not.toContain("<em>");
  });

  it("thanks a bot that filled the honeypot and opens nothing", async () => {
    const scope = await newMemberScope();
    const answer = await submit(scope.slug, {
      ...fields(`bot-${scope.slug}@example.com`, "Spam"),
      website: "http://spam.example",
    });
    expect(answer).toEqual({ redirect: `/contato?organization=${scope.slug}&enviado=1`, status: 302 });
    expect(await ticketsOf(scope.organizationId)).toEqual([]);
  });

  it("answers the fields' pt-BR errors, and 429 once the address is over its limit, opening nothing more", async () => {
    const scope = await newMemberScope();
    const invalid = await submit(scope.slug, { ...fields("não-é-email", ""), message: "" });
    expect(invalid).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          error: {
            email: ["Informe um e-mail válido, como nome@empresa.com.br."],
            subject: ["Informe o assunto."],
            message: ["Escreva a sua mensagem."],
          },
        },
      },
    });
    for (let i = 0; i < 5; i++)
      expect(await submit(scope.slug, fields(`p${i}-${scope.slug}@example.com`, `Dúvida ${i}`), "10.20.0.9")).toMatchObject({
        status: 302,
      });
    const limited = await submit(scope.slug, fields(`p9-${scope.slug}@example.com`, "Mais uma"), "10.20.0.9");
    expect(limited).toMatchObject({
      init: { status: 429 },
      data: { result: { error: { "": ["Recebemos muitas mensagens em pouco tempo. Tente de novo daqui a alguns minutos."] } } },
    });
    expect(await ticketsOf(scope.organizationId)).toHaveLength(5);
  });
});
