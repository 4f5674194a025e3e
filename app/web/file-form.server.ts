/** Reading a form that may carry files (multipart, streamed with caps; an urlencoded one is read as usual). */
import { MaxFileSizeExceededError, MaxFilesExceededError, parseFormData } from "@remix-run/form-data-parser";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";

const UNREADABLE = "Não foi possível ler o formulário enviado.";

/**
 * The form's fields and at most `maxFiles` files of up to `maxFileBytes` each, or the pt-BR reason it could not be
 * read: a file too large (`tooLarge`), too many files (`tooMany`), a broken body, or a text field with a control
 * character (the edge checks only urlencoded bodies).
 */
export async function readFileForm(
  request: Request,
  rules: { maxFiles: number; maxFileBytes: number; tooLarge: string; tooMany?: string },
): Promise<FormData | string> {
  let form: FormData;
  try {
    form = await parseFormData(request, { maxFiles: rules.maxFiles, maxFileSize: rules.maxFileBytes, maxParts: 50 });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return rules.tooLarge;
    if (error instanceof MaxFilesExceededError && rules.tooMany) return rules.tooMany;
    return UNREADABLE;
  }
  const texts = [...form].flatMap(([name, value]) => (typeof value === "string" ? [name, value] : [name]));
  return hasControlCharacter(texts) ? CONTROL_CHARACTER_MESSAGE : form;
}
