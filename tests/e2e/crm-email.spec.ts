/**
 * E-mail both ways on the desk: admin-eleve answers an atendimento with a file from the reply box; the contact's
 * answer, sent by nodemailer to the e2e server's SMTP listener at the atendimento's reply address, appears in the
 * open page's conversation without a reload, quoted history dropped, its file listed and downloadable.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import nodemailer from "nodemailer";
import { INBOUND_MAIL_DOMAIN, INBOUND_SMTP_PORT } from "../../playwright.config";
import { deskTickets } from "./crm-list-helpers";
import { db } from "./database";
import { origin, uniqueSuffix } from "./helpers";
import { waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

test("a contact's e-mail answer appears live in the agent's open atendimento, with its file @sql", async ({ page }) => {
  const suffix = uniqueSuffix();
  const [ticket] = await deskTickets(suffix, [{ subject: "Boleto vencido" }]);
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/crm/central-de-atendimento/${ticket!.id}`);
  await waitForLayout(page);

  const article = page.getByRole("article");
  await article.getByLabel("Mensagem", { exact: true }).fill("Segue o boleto atualizado.");
  await article.getByLabel("Anexos da resposta").setInputFiles({ name: "boleto.pdf", mimeType: "application/pdf", buffer: PDF });
  await article.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Resposta enviada ao contato." })).toBeVisible();
  const conversation = page.getByRole("region", { name: "Conversa" });
  await expect(conversation.getByRole("link", { name: /boleto\.pdf/ })).toBeVisible();

  const { reply_token: token } = await (
    await db()
  )
    .selectFrom("crm_tickets")
    .select("reply_token")
    .where("id", "=", ticket!.id)
    .executeTakeFirstOrThrow();
  expect(token).toMatch(/^[a-z2-7]{26}$/);
  const smtp = nodemailer.createTransport({ host: "127.0.0.1", port: INBOUND_SMTP_PORT, secure: false, ignoreTLS: true });
  await smtp.sendMail({
    from: `Cliente ${suffix} <cliente-${suffix}@example.com>`,
    to: `eleve+${token}@${INBOUND_MAIL_DOMAIN}`,
    subject: "Re: Boleto vencido",
    text: `Pago, segue o comprovante ${suffix}.\n\nEm seg., 1 de dez. de 2026 às 10:00, Eleve escreveu:\n> Segue o boleto atualizado.`,
    attachments: [{ filename: "comprovante.pdf", content: PDF }],
  });

  const answer = conversation.getByRole("listitem").filter({ hasText: `Pago, segue o comprovante ${suffix}.` });
  await expect(answer).toBeVisible();
  await expect(answer).not.toContainText("escreveu");
  const file = answer.getByRole("link", { name: /comprovante\.pdf/ });
  await expect(file).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), file.click()]);
  expect(download.suggestedFilename()).toBe("comprovante.pdf");
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
});
