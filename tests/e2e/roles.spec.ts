/** A Usuario sees only the CRM and is kept out of the back office. */
import { expect, test } from "@playwright/test";
import { mainMenu, origin, signIn } from "./helpers";

const CRM_HOME = "/crm/central-de-atendimento";

test("usuario-eleve lands on the service centre, sees only that menu entry and is sent back there from the back office", async ({
  page,
}) => {
  const eleve = origin("eleve");
  await signIn(page, eleve, "usuario-eleve");

  await expect(page).toHaveURL(`${eleve}${CRM_HOME}`);
  await expect(page.getByRole("heading", { name: "Central de Atendimento" })).toBeVisible();
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Central de Atendimento"]);

  for (const path of ["/financeiro/lancamentos", "/", "/faturamento/vendas", "/orcamentos"]) {
    await page.goto(`${eleve}${path}`);
    await expect(page, `opening ${path}`).toHaveURL(`${eleve}${CRM_HOME}`);
    await expect(page.getByRole("heading", { name: "Central de Atendimento" })).toBeVisible();
  }
});
