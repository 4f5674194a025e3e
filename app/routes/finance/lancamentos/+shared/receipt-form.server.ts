/** Reading a ledger form that may carry one comprovante (multipart, bounded by RECEIPT_MAX_BYTES). */
import { MaxFileSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE } from "~/config/receipt-rules";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";

const UNREADABLE = "Não foi possível ler o formulário enviado.";

/**
 * The form's fields and at most one file, or the pt-BR reason it could not be read: a file too large, a broken body,
 * or a text field with a control character (the edge checks only urlencoded bodies).
 */
export async function readReceiptForm(request: Request): Promise<FormData | string> {
  let form: FormData;
  try {
    form = await parseFormData(request, { maxFiles: 1, maxFileSize: RECEIPT_MAX_BYTES, maxParts: 50 });
  } catch (error) {
    return error instanceof MaxFileSizeExceededError ? RECEIPT_TOO_LARGE : UNREADABLE;
  }
  const texts = [...form].flatMap(([name, value]) => (typeof value === "string" ? [name, value] : [name]));
  return hasControlCharacter(texts) ? CONTROL_CHARACTER_MESSAGE : form;
}
