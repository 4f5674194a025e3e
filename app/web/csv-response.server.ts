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
