/** A CSV (the list's or a report's) as a download: UTF-8 text, an attachment named `fileName`, never cached. */
export const csvResponse = (body: string, fileName: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
