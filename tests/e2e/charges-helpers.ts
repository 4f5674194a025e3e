/**
 * Pix charges for the end-to-end tests (docs/decisions/0038): Eleve's company and CNPJ Pix key saved through the
 * charges module in the test's process (the same database as the server), and the e-mails the server's outbox shows on
 * /dev/outbox.
 */
import { expect, type Page } from "@playwright/test";
import type { TenantScope } from "~/modules/tenant-scope";
import { scopeOf } from "./database";
import { origin } from "./helpers";

const [company, { TEST_COMPANY }, contacts] = await Promise.all([
  import("~/modules/charges/company.server"),
  import("../support/charges"),
  import("~/modules/contacts/contacts.server"),
]);

/** A new cliente `name` of the organization of `scope`, with `email` (none when null); its id. */
export async function cliente(scope: TenantScope, name: string, email: string | null): Promise<string> {
  const saved = await contacts.createContact(scope, { name, roles: ["cliente"], document: null, email, phone: null });
  if (saved.status !== "saved" || !saved.row) throw new Error(JSON.stringify(saved));
  return saved.row.id;
}

/** Eleve ready to send charges: the test company's data and its CNPJ as a Pix key (kept when already there). */
export async function eleveCharging(): Promise<void> {
  const scope = await scopeOf("eleve", "admin-eleve");
  await company.saveCompany(scope, TEST_COMPANY);
  expect(["added", "duplicate"]).toContain(await company.addPixKey(scope, { kind: "cnpj", key: TEST_COMPANY.cnpj }));
}

/** The e-mails /dev/outbox lists for `address`, newest first, each as its subject and text. */
export async function outboxOf(page: Page, address: string): Promise<Array<{ subject: string; text: string }>> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${origin()}/dev/outbox`);
    const mails = outbox.locator(`article[data-to="${address}"]`);
    const found: Array<{ subject: string; text: string }> = [];
    for (const mail of await mails.all())
      found.push({ subject: await mail.getByRole("heading").innerText(), text: await mail.innerText() });
    return found;
  } finally {
    await outbox.close();
  }
}

/** The charge links e-mailed to `address` once `count` e-mails arrived, newest first. */
export async function chargeLinks(page: Page, address: string, count = 1): Promise<string[]> {
  let links: string[] = [];
  await expect(async () => {
    const mails = await outboxOf(page, address);
    expect(mails).toHaveLength(count);
    links = mails.map((mail) => /https?:\/\/\S+\/cobranca\/[A-Za-z0-9_-]{43}\?organization=eleve/.exec(mail.text)?.[0] ?? "");
    expect(links, "a charge link in each e-mail").not.toContain("");
  }).toPass({ timeout: 10_000 });
  return links;
}
