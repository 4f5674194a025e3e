// @ts-check
/** After the build: brotli and gzip copies of build/client/assets text files, kept only when smaller; server.mjs serves them. */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".html"]);
/** Bytes below which a file is served as it is: the saving would not pay for the header and the lookup. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const folder = process.argv[2] ?? "build/client/assets";
const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));

const totals = { files: 0, original: 0, br: 0, gz: 0 };
await Promise.all(files.map(precompress));
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `Precompressed ${totals.files} of ${files.length} assets: ${kib(totals.original)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
);

/**
 * @param {string} file
 */
async function precompress(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  if (br.length < content.length || gzipped.length < content.length) {
    totals.files += 1;
    totals.original += content.length;
    totals.br += Math.min(br.length, content.length);
    totals.gz += Math.min(gzipped.length, content.length);
  }
}
