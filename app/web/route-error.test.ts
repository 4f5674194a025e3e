import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { describeRouteError } from "./route-error";

const thrown = (value: unknown) => {
  // What a boundary receives for `throw data(...)`: an ErrorResponse.
  const { init, data: body } = value as { init: { status: number }; data: unknown };
  return { status: init.status, statusText: "", internal: false, data: body };
};

describe("route errors as a person reads them", () => {
  it("shows the message a refusal carries, with a title for its status", () => {
    expect(describeRouteError(thrown(data("A busca deve ter no máximo 100 caracteres.", { status: 400 })))).toEqual({
      status: 400,
      title: "Requisição inválida",
      message: "A busca deve ter no máximo 100 caracteres.",
    });
  });

  it("gives a missing page its own text", () => {
    expect(describeRouteError(thrown(data(null, { status: 404 })))).toMatchObject({ title: "Página não encontrada" });
  });

  it("never shows the text of an unexpected error", () => {
    const described = describeRouteError(new Error("SQLITE_CORRUPT at /srv/app/data/app.db"));
    expect(described.status).toBe(500);
    expect(described.message).not.toContain("SQLITE");
  });
});
