/** Reading a ledger form that may carry one comprovante (multipart, bounded by RECEIPT_MAX_BYTES). */
import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE } from "~/config/receipt-rules";
import { readFileForm } from "~/web/file-form.server";

/**
 * The form's fields and at most one file, or the pt-BR reason it could not be read: a file too large, a broken body,
 * or a text field with a control character (the edge checks only urlencoded bodies).
 */
export const readReceiptForm = (request: Request) =>
  readFileForm(request, { maxFiles: 1, maxFileBytes: RECEIPT_MAX_BYTES, tooLarge: RECEIPT_TOO_LARGE });
