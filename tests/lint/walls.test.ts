/** The walls of docs/architecture.md, as the lint holds them: each crossing fails, the allowed paths pass. */
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

// The first lint loads the config and its plugins, seconds on a busy machine: a hook's time, not the first case's.
beforeAll(() => eslint.calculateConfigForFile("app/root.tsx"), 60_000);

async function crossings(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport { x };\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the walls between layers", () => {
  it.each([
    ["app/components/layout/x.tsx", "~/web/context.server"],
    ["app/components/layout/x.tsx", "~/clients/auth-client.server"],
    ["app/components/layout/x.tsx", "~/web/organizations.server"],
    ["app/services/auth/x.server.ts", "~/web/session.server"],
    ["app/services/auth/x.server.ts", "~/clients/transport.server"],
    ["app/services/auth/x.server.ts", "../../web/access"],
    ["app/services/auth/x.server.ts", "~/components/ui/button"],
    ["app/clients/x.server.ts", "~/web/user"],
    ["app/clients/x.server.ts", "~/services/auth/password.server"],
    ["app/db/x.server.ts", "~/services/auth/password.server"],
    ["app/db/x.server.ts", "~/seed/demo-data.server"],
    ["app/contracts/x.ts", "~/web/access"],
    ["app/routes/finance/x.tsx", "~/services/profiles/handle.server"],
    ["app/routes/finance/x.tsx", "~/db/db.server"],
    ["app/routes/storage.ts", "~/services/storage/files.server"],
    ["app/routes/storage.ts", "~/web/session.server"],
    ["app/web/x.server.ts", "~/services/auth/handle.server"],
    ["app/server/x.server.ts", "~/web/session.server"],
    ["app/modules/finance/x.ts", "zod"],
    ["app/modules/finance/x.server.ts", "~/clients/auth-client.server"],
    ["app/modules/administration/x.server.ts", "~/clients/transport.server"],
    ["app/modules/administration/x.server.ts", "~/clients/profiles-client.server"],
    ["app/modules/administration/x.server.ts", "~/web/service-clients.server"],
    ["app/root.tsx", "zod"],
    ["app/routes/sales/vendas/export.ts", "../../finance/+shared/reference-pages"],
    ["app/routes/dashboards/index.tsx", "../finance/+shared/due-page"],
    ["app/routes/crm/x.tsx", "~/routes/sales/vendas/+shared/sale-form"],
    ["app/routes/shell/member-layout.tsx", "../social/feed/index"],
    ["app/routes/sales/x.tsx", "~/db/db.server"],
  ])("%s may not import %s", async (file, specifier) => {
    expect((await crossings(file, specifier)).length).toBeGreaterThan(0);
  });

  it.each([
    ["app/components/layout/x.tsx", "~/web/access"],
    ["app/components/layout/x.tsx", "~/contracts/user"],
    ["app/services/profiles/x.server.ts", "~/services/storage/files.server"],
    ["app/services/auth/x.server.ts", "~/contracts/search"],
    ["app/clients/x.server.ts", "~/services/auth/handle.server"],
    ["app/clients/x.server.ts", "~/contracts/user"],
    ["app/seed/x.server.ts", "~/services/auth/password.server"],
    ["app/routes/finance/x.tsx", "~/clients/profiles-client.server"],
    ["app/routes/finance/x.tsx", "~/web/organizations.server"],
    ["app/routes/storage.ts", "~/services/storage/handle.server"],
    ["app/routes/auth-service.ts", "~/web/context.server"],
    ["app/modules/finance/x.ts", "~/config/zod"],
    ["app/modules/administration/x.server.ts", "~/clients/auth-client.server"],
    ["app/config/zod.ts", "zod"],
    ["app/routes/finance/lancamentos/new.tsx", "../+shared/reference-pages"],
    ["app/routes/finance/lancamentos/+shared/x.tsx", "../../+shared/entry-filters"],
    ["app/routes/sales/x.tsx", "~/routes/sales/+shared/product-pages"],
    ["app/routes/sales/x.tsx", "~/modules/finance/entry-lines"],
    ["app/routes/sales/x.tsx", "~/components/ui/confirm-panel"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await crossings(file, specifier)).toEqual([]);
  });
});
