/**
 * The Lab Feelings routes on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL), called as the server calls them with a signed-in person:
 * the check-in action writes the person's own row only, refuses bad input
 * with 400 and writes nothing, and no loader (the person's page, the Mapa,
 * the administrator's Clima) returns another person's check-in or anything
 * of another organization.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { loader as climateLoader } from "~/routes/wellbeing/clima";
import { action as checkinAction, loader as checkinLoader } from "~/routes/wellbeing/checkin";
import { loader as mapLoader } from "~/routes/wellbeing/mapa";
import { requestStateContext } from "~/web/context.server";
import { newScope } from "../support/ledger-rows";
import { insertUser } from "../support/members";

/** The server's context for `scope`'s person signed in to its organization, as an Administrador or a Usuario. */
function contextOf(scope: TenantScope, tipoDeAcesso: "Administrador" | "Usuario" = "Usuario") {
  const context = new RouterContextProvider();
  context.set(requestStateContext, {
    user: { id: scope.userId },
    accessToken: "token",
    organization: { organizationId: scope.organizationId },
    access: { hasAccess: true, tipoDeAcesso, organizationId: scope.organizationId },
  } as never);
  return context;
}

async function person(scope: TenantScope, name: string): Promise<TenantScope> {
  return { organizationId: scope.organizationId, userId: await insertUser(scope, { givenName: name }) };
}

async function post(scope: TenantScope, fields: Array<[string, string]>) {
  const request = new Request("http://localhost/labfeelings?index", { method: "POST", body: new URLSearchParams(fields) });
  try {
    return { returned: (await checkinAction({ request, context: contextOf(scope), params: {} } as never)) as unknown };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    throw thrown;
  }
}

const get = (url: string) => new Request(`http://localhost${url}`);
const rowsOf = async (organizationId: string) =>
  (await db())
    .selectFrom("wellbeing_checkins")
    .select(["user_id", "mood", "note"])
    .where("organization_id", "=", organizationId)
    .execute();

describe("Lab Feelings routes", () => {
  it("writes the person's own check-in and shows it to them alone", async () => {
    const organization = await newScope();
    const ana = await person(organization, "Ana");
    const bia = await person(organization, "Bia");
    const today = todayInSaoPaulo();
    const answer = await post(ana, [
      ["day", today],
      ["mood", "2"],
      ["emotions", "cansaco"],
      ["note", "Segredo da Ana"],
    ]);
    expect(answer).toEqual({ status: 302, location: "/labfeelings?feito=registrado" });
    expect(await rowsOf(organization.organizationId)).toEqual([{ user_id: ana.userId, mood: 2, note: "Segredo da Ana" }]);

    const own = await checkinLoader({ request: get("/labfeelings"), context: contextOf(ana), params: {} } as never);
    expect(own.todayCheckin?.note).toBe("Segredo da Ana");
    const other = await checkinLoader({ request: get("/labfeelings?periodo=90"), context: contextOf(bia), params: {} } as never);
    expect(other.todayCheckin).toBeNull();
    expect(other.history).toEqual([]);
    expect(JSON.stringify(other)).not.toContain("Segredo");
  });

  it("refuses bad input and a day that is not today with 400, writing nothing", async () => {
    const organization = await newScope();
    const ana = await person(organization, "Ana");
    const refused = async (fields: Array<[string, string]>) => {
      const answer = (await post(ana, fields)) as {
        returned: { init: { status: number }; data: { result: { error: unknown } } };
      };
      expect(answer.returned.init.status).toBe(400);
      return answer.returned.data.result.error;
    };
    expect(
      await refused([
        ["day", todayInSaoPaulo()],
        ["mood", "9"],
      ]),
    ).toEqual({ mood: ["Escolha como você está hoje."] });
    expect(
      await refused([
        ["day", todayInSaoPaulo()],
        ["mood", "3"],
        ["note", "a\u0007b"],
      ]),
    ).toEqual({
      note: ["Requisição inválida: caracteres de controle não são aceitos."],
    });
    expect(
      await refused([
        ["day", "2020-01-01"],
        ["mood", "3"],
      ]),
    ).toEqual({
      "": ["A semana deste check-in já foi encerrada e entrou no clima da organização: ele não pode mais ser alterado."],
    });
    expect(
      await refused([
        ["day", "2999-01-01"],
        ["mood", "3"],
      ]),
    ).toEqual({
      "": ["O check-in só pode ser alterado no próprio dia. Faça o check-in de hoje."],
    });
    expect(await rowsOf(organization.organizationId)).toEqual([]);
  });

  it("gives the administrator only weekly figures, and the Mapa only the organization's members", async () => {
    const organization = await newScope();
    const elsewhere = await newScope();
    const admin = await person(organization, "Clara");
    const stranger = await person(elsewhere, "Estranha");
    await post(admin, [
      ["day", todayInSaoPaulo()],
      ["mood", "5"],
      ["note", "Nota da Clara"],
    ]);
    await post(stranger, [
      ["day", todayInSaoPaulo()],
      ["mood", "1"],
    ]);
    const climate = await climateLoader({
      request: get("/labfeelings/clima"),
      context: contextOf(admin, "Administrador"),
      params: {},
    } as never);
    expect(climate.weeks).toHaveLength(12);
    expect(climate.weeks.every((week) => week.state !== "published")).toBe(true);
    expect(climate.weeks.at(-1)).toMatchObject({ state: "open" });
    expect(JSON.stringify(climate)).not.toMatch(new RegExp(`Nota da Clara|${admin.userId}`));

    const asUsuario = climateLoader({
      request: get("/labfeelings/clima"),
      context: contextOf(admin, "Usuario"),
      params: {},
    } as never);
    await expect(asUsuario).rejects.toBeInstanceOf(Response);

    const map = await mapLoader({ request: get("/labfeelings/mapa"), context: contextOf(admin), params: {} } as never);
    expect(map.map.total).toBe(1);
    expect(JSON.stringify(map)).not.toContain("Estranha");
  });
});
