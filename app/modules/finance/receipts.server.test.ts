import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { RECEIPT_MAX_BYTES } from "~/config/receipt-rules";
import { db } from "~/db/db.server";
import { addReceipt, deleteReceipt, openReceipt } from "./receipts.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { entryInput, newBooks } from "../../../tests/support/ledger-books";
import { createEntry } from "./entries.server";

/** A fresh organization with one despesa, acted on by its own person. */
async function entryFixture(): Promise<{ scope: TenantScope; entryId: string }> {
  const books = await newBooks();
  const created = await createEntry(books.scope, entryInput(books));
  if (created.status !== "created") throw new Error("the fixture's entry was refused");
  return { scope: books.scope, entryId: created.entryId };
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const attachments = async (entryId: string) =>
  (await db()).selectFrom("finance_attachments").select(["id", "file_name"]).where("entry_id", "=", entryId).execute();
const events = async (entryId: string) =>
  (await db())
    .selectFrom("finance_entry_events")
    .select(["action", "detail"])
    .where("entry_id", "=", entryId)
    .orderBy("created_at")
    .execute();
const folderOf = (organizationId: string) => join(resolve(config().storageDir), "finance", organizationId);

describe("comprovantes", () => {
  it("stores a PDF under the organization's folder, with no extension the public storage would serve, and gives it back", async () => {
    const { scope, entryId } = await entryFixture();
    const added = await addReceipt(scope, entryId, { name: "C:\\fotos\\nota fiscal.pdf", bytes: PDF });
    expect(added).toMatchObject({
      status: "added",
      attachment: { fileName: "nota fiscal.pdf", contentType: "application/pdf", sizeBytes: PDF.length },
    });
    const id = added?.status === "added" ? added.attachment.id : "";

    const files = await readdir(folderOf(scope.organizationId));
    expect(files).toContain(id);
    expect(files.map((name) => extname(name))).not.toContain(".pdf");
    expect(await openReceipt(scope, entryId, id)).toEqual({
      fileName: "nota fiscal.pdf",
      contentType: "application/pdf",
      bytes: PDF,
    });
    expect(await events(entryId)).toContainEqual({ action: "attached", detail: JSON.stringify({ fileName: "nota fiscal.pdf" }) });
  });

  it("keeps a name with C1 control characters (U+0085) or references to them (&#1;) without them", async () => {
    const { scope, entryId } = await entryFixture();
    const added = await addReceipt(scope, entryId, { name: "nota\u0085fiscal\u009f&#1;&#x85;.pdf", bytes: PDF });
    expect(added).toMatchObject({ status: "added", attachment: { fileName: "notafiscal.pdf" } });
    expect((await attachments(entryId)).map((row) => row.file_name)).toEqual(["notafiscal.pdf"]);
  });

  it("reads the type from the content: a PNG named .pdf is a PNG, a text file named .pdf is refused", async () => {
    const { scope, entryId } = await entryFixture();
    expect(await addReceipt(scope, entryId, { name: "foto.pdf", bytes: PNG })).toMatchObject({
      status: "added",
      attachment: { contentType: "image/png" },
    });
    const text = Buffer.from("isto não é um PDF\n");
    expect(await addReceipt(scope, entryId, { name: "recibo.pdf", bytes: text })).toEqual({
      status: "refused",
      message: "Envie o comprovante em PDF ou como imagem JPEG, PNG ou WebP.",
    });
    expect(await addReceipt(scope, entryId, { name: "vazio.pdf", bytes: new Uint8Array() })).toEqual({
      status: "refused",
      message: "Escolha o arquivo do comprovante.",
    });
    const huge = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES)]);
    expect(await addReceipt(scope, entryId, { name: "grande.pdf", bytes: huge })).toEqual({
      status: "refused",
      message: "O comprovante deve ter no máximo 10 MB.",
    });
    expect((await attachments(entryId)).map((row) => row.file_name)).toEqual(["foto.pdf"]);
  });

  it("deletes the row and the file, and records it", async () => {
    const { scope, entryId } = await entryFixture();
    const added = await addReceipt(scope, entryId, { name: "boleto.pdf", bytes: PDF });
    const id = added?.status === "added" ? added.attachment.id : "";
    expect(await deleteReceipt(scope, entryId, id)).toBe(true);
    expect(await attachments(entryId)).toEqual([]);
    expect(existsSync(join(folderOf(scope.organizationId), id))).toBe(false);
    expect(await openReceipt(scope, entryId, id)).toBeNull();
    expect((await events(entryId)).map((event) => event.action)).toEqual(["created", "attached", "detached"]);
    expect(await deleteReceipt(scope, entryId, id)).toBe(false);
  });

  it("another organization's entry or comprovante is not found and nothing changes", async () => {
    const own = await entryFixture();
    const other = await entryFixture();
    const added = await addReceipt(own.scope, own.entryId, { name: "nota.pdf", bytes: PDF });
    const id = added?.status === "added" ? added.attachment.id : "";

    expect(await addReceipt(other.scope, own.entryId, { name: "intruso.pdf", bytes: PDF })).toBeNull();
    expect(await openReceipt(other.scope, own.entryId, id)).toBeNull();
    // The attachment's id under the other organization's own entry: still not theirs.
    expect(await openReceipt(other.scope, other.entryId, id)).toBeNull();
    expect(await deleteReceipt(other.scope, own.entryId, id)).toBe(false);
    expect(await deleteReceipt(other.scope, other.entryId, id)).toBe(false);

    expect((await attachments(own.entryId)).map((row) => row.file_name)).toEqual(["nota.pdf"]);
    expect(await openReceipt(own.scope, own.entryId, id)).not.toBeNull();
    expect(existsSync(folderOf(other.scope.organizationId))).toBe(false);
    // The owner's comprovante under another of its entries is not found either.
    const second = await entryFixture();
    expect(await openReceipt(own.scope, second.entryId, id)).toBeNull();
  });

  it("ids that are not UUIDs are simply not found", async () => {
    const { scope, entryId } = await entryFixture();
    expect(await addReceipt(scope, "1 OR 1=1", { name: "a.pdf", bytes: PDF })).toBeNull();
    expect(await openReceipt(scope, entryId, "../../etc/passwd")).toBeNull();
    expect(await deleteReceipt(scope, "x", "y")).toBe(false);
  });

  it("a deleted entry takes no comprovante and serves none", async () => {
    const { scope, entryId } = await entryFixture();
    const added = await addReceipt(scope, entryId, { name: "nota.pdf", bytes: PDF });
    const id = added?.status === "added" ? added.attachment.id : "";
    await (
      await db()
    )
      .updateTable("finance_entries")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", entryId)
      .execute();
    expect(await addReceipt(scope, entryId, { name: "outra.pdf", bytes: PDF })).toBeNull();
    expect(await openReceipt(scope, entryId, id)).toBeNull();
  });
});
