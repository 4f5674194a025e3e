import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "~/config/text-rules";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import { TEXT_FILE_TOO_LARGE } from "~/modules/finance/upload-forms";
import { readTextForm } from "./text-upload.server";

const post = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://eleve.localhost/financeiro/conciliacao/importar", { method: "POST", body });
};

describe("readTextForm (the import pages)", () => {
  it("reads the account and the file", async () => {
    const form = await readTextForm(post({ conta: "c1", arquivo: new File(["data;valor\n"], "extrato.csv") }));
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get("arquivo") as File).name).toBe("extrato.csv");
  });

  it("refuses a control character in a field, and a file over the cap, each with its message", async () => {
    expect(await readTextForm(post({ conta: "c\u00071", arquivo: new File(["x"], "extrato.csv") }))).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
    const large = new File([new Uint8Array(TEXT_FILE_MAX_BYTES + 1)], "extrato.csv");
    expect(await readTextForm(post({ conta: "c1", arquivo: large }))).toBe(TEXT_FILE_TOO_LARGE);
  });
});
