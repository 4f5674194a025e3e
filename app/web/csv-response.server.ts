import { stripAccents } from "~/config/text-rules";

/** A file as a download: an attachment named `fileName` (ASCII), never cached. */
const download = (body: BodyInit, fileName: string, contentType: string) =>
  new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });

/** A CSV (the list's or a report's) as a download: UTF-8 text, an attachment named `fileName`, never cached. */
export const csvResponse = (body: string, fileName: string) => download(body, fileName, "text/csv; charset=utf-8");

/** A PDF (bytes) as a download named `fileName`, never cached. */
export const pdfResponse = (body: Uint8Array<ArrayBuffer>, fileName: string) => download(body, fileName, "application/pdf");

const asciiName = (name: string) => stripAccents(name).replace(/[^\x20-\x7e]|["\\]/g, "_");

/** encodeURIComponent leaves ' ( ) * as they are; RFC 8187 does not. */
const extendedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An uploaded file (a comprovante, an atendimento's anexo) as a download: sent as an attachment, so a browser never
 * renders it as a page of this site, under its own name (ASCII, and UTF-8 by RFC 8187), never cached.
 */
export const uploadedFileResponse = (file: { bytes: Uint8Array; fileName: string; contentType: string }) =>
  new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${extendedName(file.fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
