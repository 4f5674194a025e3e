/**
 * The changes the audit log missed are recorded by the module that makes
 * them, with their before and after: an API key revoked, a post hidden and
 * restored, a lançamento whose amount, dates, account or category changed.
 * Once per change; nothing for a change that changed nothing.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/config/format";
import { createApiKey, revokeApiKey } from "~/modules/crm/api-keys.server";
import { createEntry, updateEntry } from "~/modules/finance/entries.server";
import { moderatePost } from "~/modules/social/moderation.server";
import { addCategory, createdId, entryInput, newBooks, type Books } from "../../../tests/support/ledger-books";
import { addMembership } from "../../../tests/support/factories";
import { insertUser } from "../../../tests/support/members";
import { insertPost } from "../../../tests/support/social-rows";
import { listAuditEvents } from "./log.server";

const events = async (books: Pick<Books, "scope">, action: string) =>
  (await listAuditEvents(books.scope, { filters: {} })).rows
    .filter((row) => row.action === action)
    .map(({ actionLabel, targetType, targetLabel, detail, actorName }) => ({
      actionLabel,
      targetType,
      targetLabel,
      detail,
      actorName,
    }));

describe("audit of the changes that were not recorded", () => {
  it("an API key revoked is recorded once, from valid to revoked", async () => {
    const books = await newBooks();
    const { summary } = await createApiKey(books.scope, "Integração do site");
    expect(await revokeApiKey(books.scope, summary.id)).toBe(true);
    expect(await revokeApiKey(books.scope, summary.id)).toBe(true);
    expect(await events(books, "api_key.revoked")).toEqual([
      {
        actionLabel: "Revogou chave de API",
        targetType: "api_key",
        targetLabel: "Integração do site",
        detail: `de válida para revogada; prefixo: ${summary.prefix}`,
        actorName: "Ana Lima",
      },
    ]);
    const other = await newBooks();
    expect(await revokeApiKey(other.scope, summary.id)).toBe(false);
    expect(await events(other, "api_key.revoked")).toEqual([]);
  });

  it("a post hidden and restored by an administrator is recorded each time, with its author and text", async () => {
    const books = await newBooks();
    await addMembership(books.scope.userId, { organizationId: books.scope.organizationId, role: "Administrator" });
    const author = await insertUser(books.scope, { givenName: "Bruno", familyName: "Souza", role: "usuario" });
    const post = await insertPost(books.scope, author, "Uma   publicação\npolêmica");
    expect(await moderatePost(books.scope, post, "ocultar")).toBe(true);
    expect(await moderatePost(books.scope, post, "ocultar")).toBe(true);
    expect(await moderatePost(books.scope, post, "restaurar")).toBe(true);
    expect(await moderatePost(books.scope, post, "restaurar")).toBe(false);
    expect(await moderatePost(books.scope, post, "manter")).toBe(true);
    const label = "Bruno Souza: Uma publicação polêmica";
    expect(await events(books, "post.hidden")).toEqual([
      {
        actionLabel: "Ocultou publicação",
        targetType: "post",
        targetLabel: label,
        detail: "de visível para oculta",
        actorName: "Ana Lima",
      },
    ]);
    expect(await events(books, "post.restored")).toEqual([
      {
        actionLabel: "Restaurou publicação",
        targetType: "post",
        targetLabel: label,
        detail: "de oculta para visível",
        actorName: "Ana Lima",
      },
    ]);
  });

  it("an edit of amount, dates, account and category is recorded with each field before and after; a description alone is not", async () => {
    const books = await newBooks();
    const id = createdId(await createEntry(books.scope, entryInput(books, { amountCents: 100_000 }), "2026-11-01"));
    const renamed = { ...entryInput(books), description: "Aluguel de novembro" };
    expect(await updateEntry(books.scope, id, renamed, { version: 1, scope: "esta" })).toEqual({ status: "updated" });
    expect(await events(books, "finance_entry.updated")).toEqual([]);

    const rent = await addCategory(books, "Aluguel e condomínio");
    const moved = {
      ...renamed,
      amountCents: 123_456,
      dueDate: "2026-11-20",
      competenceDate: "2026-10-01",
      accountId: books.cash,
      categoryId: rent,
    };
    expect(await updateEntry(books.scope, id, moved, { version: 2, scope: "esta" })).toEqual({ status: "updated" });
    expect(await events(books, "finance_entry.updated")).toEqual([
      {
        actionLabel: "Alterou lançamento",
        targetType: "finance_entry",
        targetLabel: "Aluguel de novembro",
        detail: [
          `valor: de ${formatMoney(100_000)} para ${formatMoney(123_456)}`,
          "vencimento: de 10/11/2026 para 20/11/2026",
          "competência: de 10/11/2026 para 01/10/2026",
          "conta: de Conta corrente para Caixa",
          "categoria: de Aluguel para Aluguel e condomínio",
        ].join("; "),
        actorName: "Ana Lima",
      },
    ]);
  });
});
