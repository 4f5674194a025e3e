import { open } from "node:fs/promises";
import { extname } from "node:path";
import { createReadableStreamFromReadable } from "@react-router/node";
import { resolveStoredFile, STORED_FILE_TYPES } from "./files.server";

const notFound = () =>
  new Response("Arquivo não encontrado.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/** Answers a GET or HEAD of `/storage/...`: the file, or 404 'Arquivo não encontrado.'. */
export async function handleStorageRequest(request: Request): Promise<Response> {
  const file = resolveStoredFile(new URL(request.url).pathname);
  const type = file && STORED_FILE_TYPES.get(extname(file).toLowerCase());
  if (!file || !type) return notFound();
  const handle = await open(file, "r").catch(() => null);
  const info = await handle?.stat();
  if (!handle || !info?.isFile()) {
    await handle?.close();
    return notFound();
  }
  const headers = {
    "Content-Type": type,
    "Content-Length": String(info.size),
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  // React Router drops the body of a HEAD answer without cancelling it: open no stream then.
  if (request.method === "HEAD") {
    await handle.close();
    return new Response(null, { headers });
  }
  return new Response(createReadableStreamFromReadable(handle.createReadStream()), { headers });
}
