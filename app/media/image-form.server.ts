import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";

export const FORM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FORM_IMAGE_MAX_SIDE = 1600;

export type ImageFormResult = { ok: true; form: FormData; files: Uint8Array[] } | { ok: false; message: string };

const UNREADABLE = "Não foi possível ler o formulário enviado.";

class WrongField extends Error {}

/** Streams `request`'s multipart form with caps applied: images only in `field`, at most `maxFiles` of FORM_IMAGE_MAX_BYTES each; refusals are returned, not thrown. */
export async function readImageForm(request: Request, field: string, maxFiles: number): Promise<ImageFormResult> {
  const files: Uint8Array[] = [];
  const keep = async (file: FileUpload) => {
    if (file.fieldName !== field) throw new WrongField();
    if (file.size > 0) files.push(new Uint8Array(await file.arrayBuffer()));
    return null;
  };
  try {
    const form = await parseFormData(
      request,
      { maxFiles, maxFileSize: FORM_IMAGE_MAX_BYTES, maxTotalSize: maxFiles * FORM_IMAGE_MAX_BYTES + 1024 * 1024, maxParts: 30 },
      keep,
    );
    return { ok: true, form, files };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return { ok: false, message: "Cada imagem deve ter no máximo 5 MB." };
    if (error instanceof MaxFilesExceededError) return { ok: false, message: `Envie no máximo ${maxFiles} imagens.` };
    if (error instanceof MaxTotalSizeExceededError) return { ok: false, message: "Os dados enviados são grandes demais." };
    // TypeError: a part's headers or text are not valid UTF-8.
    if (
      error instanceof WrongField ||
      error instanceof FormDataParseError ||
      error instanceof MultipartParseError ||
      error instanceof TypeError
    )
      return { ok: false, message: UNREADABLE };
    throw error;
  }
}
