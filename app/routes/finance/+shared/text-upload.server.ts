/** Reads an import page's multipart form (one text file, capped while streaming) and then its file's text; never throws for a bad body. */
import { cleanFileName } from "~/config/text-rules";
import { decodeTextFile } from "~/modules/finance/text-file";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import { TEXT_FILE_EMPTY, TEXT_FILE_NOT_TEXT, TEXT_FILE_TOO_LARGE } from "~/modules/finance/upload-forms";
import { readFileForm } from "~/web/file-form.server";

/** The posted form, or the pt-BR message of a body that is too large, not a form, or has a control character in a field. */
export const readTextForm = (request: Request): Promise<FormData | string> =>
  readFileForm(request, { maxFiles: 1, maxFileBytes: TEXT_FILE_MAX_BYTES, tooLarge: TEXT_FILE_TOO_LARGE });

/** The chosen file's name (cleaned) and text, or the pt-BR message of an empty or binary file. */
export async function readTextFile(file: File): Promise<{ fileName: string; text: string } | { error: string }> {
  if (file.size === 0) return { error: TEXT_FILE_EMPTY };
  const text = decodeTextFile(new Uint8Array(await file.arrayBuffer()));
  if (text === null) return { error: TEXT_FILE_NOT_TEXT };
  return { fileName: cleanFileName(file.name, "arquivo", 200), text };
}
