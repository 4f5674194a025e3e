/** TextField reads Conform's metadata itself: its input must carry what `getInputProps` would give the same field. */
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./field";

type Fields = { username: string; password: string };

/** The attributes of the first <input> of `html`, by name. */
function inputAttributes(html: string): Record<string, string> {
  const tag = /<input\b([^>]*)\/?>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

function Rendered({ lastResult, conform }: { lastResult?: SubmissionResult<string[]>; conform: boolean }) {
  const [, fields] = useForm<Fields>({ id: "entrar", lastResult });
  if (conform) return <input {...getInputProps(fields.username, { type: "text" })} />;
  return <TextField label="Usuário" meta={fields.username} />;
}

const render = (conform: boolean, lastResult?: SubmissionResult<string[]>) =>
  inputAttributes(renderToStaticMarkup(<Rendered conform={conform} lastResult={lastResult} />));

describe("TextField", () => {
  it("gives an empty field the id, name, form and type Conform gives it", () => {
    const field = render(false);
    expect(field).toMatchObject(render(true));
    expect(field).toMatchObject({ id: "entrar-username", name: "username", form: "entrar", type: "text" });
    expect(field).not.toHaveProperty("aria-invalid");
  });

  it("keeps the sent value and points at the error after a refused submission", () => {
    const refused: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { username: "ana" },
      error: { username: ["Informe seu usuário ou e-mail."] },
    };
    const field = render(false, refused);
    expect(field).toMatchObject(render(true, refused));
    expect(field).toMatchObject({ value: "ana", "aria-invalid": "true", "aria-describedby": "entrar-username-error" });
    expect(renderToStaticMarkup(<Rendered conform={false} lastResult={refused} />)).toContain(
      '<p id="entrar-username-error" class="text-sm text-(--danger-color)">Informe seu usuário ou e-mail.</p>',
    );
  });
});
