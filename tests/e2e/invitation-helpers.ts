/**
 * Invitations from the e2e tests: admin-eleve invites an address from
 * /profile, and the link is read from the e-mail on /dev/outbox.
 */
import { expect, type Page } from "@playwright/test";
import { origin } from "./helpers";

const eleve = origin("eleve");
const local = origin();

/** A status message of the page containing `text`. */
export const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Invites `email` to Eleve as a Usuario from /profile as the signed-in admin-eleve: in the dialog, or the plain form without JavaScript. */
export async function invite(page: Page, email: string, { scripted = true } = {}) {
  await page.goto(`${eleve}/profile`);
  const form = scripted
    ? (await page.getByRole("button", { name: "Convidar membro" }).click(), page.getByRole("dialog", { name: "Convidar membro" }))
    : page.getByRole("region", { name: "Convidar membro" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Papel").selectOption("Usuario");
  await form.getByRole("button", { name: "Enviar convite" }).click();
  await expect(notice(page, `Convite enviado para ${email}.`)).toBeVisible();
}

/** The path of the newest invitation link e-mailed to `email`, read on /dev/outbox. */
export async function invitationPath(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let path = "";
    await expect(async () => {
      await outbox.goto(`${local}/dev/outbox`);
      const message = outbox
        .getByRole("article", { name: "Convite para Eleve" })
        .and(outbox.locator(`[data-to="${email}"]`))
        .first();
      await expect(message).toBeVisible({ timeout: 1_000 });
      const match = /\/auth\/convite\/[A-Za-z0-9_-]+(\?organization=[a-z0-9-]+)?/.exec(await message.innerText());
      expect(match, `an invitation link in the e-mail to ${email}`).not.toBeNull();
      path = match?.[0] ?? "";
    }).toPass({ timeout: 10_000 });
    return path;
  } finally {
    await outbox.close();
  }
}

/** A page in a browser of its own (another person, or the same person elsewhere). */
