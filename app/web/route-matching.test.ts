/**
 * React Router's route matching as patched (patches/react-router+7.18.4.patch,
 * docs/decisions/0032): a path's matches are remembered per route tree, so
 * these check that a remembered match answers only its own path.
 */
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";

const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    children: [
      { id: "profile", path: "perfil/:username", loader: ({ params }) => params.username },
      { id: "entry", path: "financeiro/lancamentos/:id", loader: ({ params }) => params.id },
    ],
  },
]);

async function query(path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`http://sereno.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a Response`);
  return context;
}

describe("route matching", () => {
  it("gives each request the parameters of its own path on the same route", async () => {
    expect((await query("/perfil/ana.souza")).loaderData.profile).toBe("ana.souza");
    expect((await query("/perfil/bruno")).loaderData.profile).toBe("bruno");
    expect((await query("/perfil/ana.souza")).loaderData.profile).toBe("ana.souza");
  });

  it("answers 404 for an unknown path every time it is asked", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const context = await query("/nao-existe");
      expect(context.statusCode).toBe(404);
    }
  });
});
