/** Reads an import page's form: one text file (`arquivo`, capped while streaming) and the other fields; never throws for a bad body. */
import { MaxFileSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { cleanFileName } from "~/config/text-rules";
import {
  decodeTextFile,
  TEXT_FILE_EMPTY,
  TEXT_FILE_MISSING,
  TEXT_FILE_NOT_TEXT,
  TEXT_FILE_TOO_LARGE,
} from "~/modules/finance/text-file";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";

const UNREADABLE = "Não foi possível ler o formulário enviado.";

export type TextUpload =
  { form: FormData; fileName: string; text: string } | { form: FormData; error: string } | { form: null; error: string };

export async function readTextUpload(request: Request): Promise<TextUpload> {
  let form: FormData;
  try {
    form = await parseFormData(request, { maxFiles: 1, maxFileSize: TEXT_FILE_MAX_BYTES, maxParts: 50 });
  } catch (error) {
    return { form: null, error: error instanceof MaxFileSizeExceededError ? TEXT_FILE_TOO_LARGE : UNREADABLE };
  }
  const file = form.get("arquivo");
  if (!(file instanceof File) || file.name === "") return { form, error: TEXT_FILE_MISSING };
  if (file.size === 0) return { form, error: TEXT_FILE_EMPTY };
  const text = decodeTextFile(new Uint8Array(await file.arrayBuffer()));
  if (text === null) return { form, error: TEXT_FILE_NOT_TEXT };
  return { form, fileName: cleanFileName(file.name, "arquivo", 200), text };
}
