import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "~/config/profile-rules";
import { AVATAR_SIZE, normalizeAvatar, readProfileUpload, type UploadFailure } from "./avatar.server";

const URL_ = "http://localhost/api/profiles";
const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

const solid = (width: number, height: number, background = RED) => sharp({ create: { width, height, channels: 3, background } });

/** A 400×200 image, red on the left half and blue on the right. */
const halves = () =>
  solid(400, 200).composite([
    { input: { create: { width: 200, height: 200, channels: 3, background: BLUE } }, left: 200, top: 0 },
  ]);

const post = (form: FormData) => new Request(URL_, { method: "POST", body: form });

async function upload(form: FormData) {
  const result = await readProfileUpload(post(form));
  if ("status" in result) throw new Error(`unexpected failure: ${result.message}`);
  return result;
}

async function webp(bytes: Uint8Array) {
  const result = await normalizeAvatar(bytes);
  if (!Buffer.isBuffer(result)) throw new Error(`unexpected failure: ${result.message}`);
  return result;
}

/** RGB of the output pixel at (x, y). */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const near = (actual: { r?: number; g?: number; b?: number }, expected: typeof RED) =>
  Math.abs((actual.r ?? 0) - expected.r) + Math.abs((actual.g ?? 0) - expected.g) + Math.abs((actual.b ?? 0) - expected.b) < 60;

/** A body of `total` bytes (a multipart file part of that size) produced lazily, counting what is pulled. */
function lazyMultipart(total: number, mediaType = "multipart/form-data", chunk = 64 * 1024) {
  const boundary = "----avatar-test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  function* parts() {
    yield head;
    for (let sent = 0; sent < total; sent += chunk) yield new Uint8Array(Math.min(chunk, total - sent)).fill(0x61);
    yield tail;
  }
  const source = parts();
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const { value, done } = source.next();
      if (done) return controller.close();
      counter.pulled += value.length;
      controller.enqueue(value);
    },
  });
  const request = new Request(URL_, {
    method: "POST",
    headers: { "Content-Type": `${mediaType}; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

describe("readProfileUpload", () => {
  it("returns the profile JSON as sent and the avatar bytes", async () => {
    const png = await solid(40, 40).png().toBuffer();
    const form = new FormData();
    form.append("profile", '{"displayName":"Ana"}');
    form.append("avatar", new File([png], "eu.png", { type: "image/png" }));
    const result = await upload(form);
    expect(result.profile).toBe('{"displayName":"Ana"}');
    expect(Buffer.from(result.avatar ?? [])).toEqual(png);
  });

  it("counts an empty file input (no file chosen) as no avatar", async () => {
    const form = new FormData();
    form.append("profile", "{}");
    form.append("avatar", new File([], ""));
    expect(await upload(form)).toEqual({ profile: "{}", avatar: null });
    // What browsers send (undici leaves out an empty file name).
    const boundary = "b0undary";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="avatar"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const headers = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    const request = new Request(URL_, { method: "POST", headers, body });
    expect(await readProfileUpload(request)).toEqual({ profile: null, avatar: null });
  });

  it("answers null fields when they are absent", async () => {
    const form = new FormData();
    form.append("other", "x");
    expect(await upload(form)).toEqual({ profile: null, avatar: null });
  });

  it("accepts a file of exactly 5 MB", async () => {
    const form = new FormData();
    form.append("avatar", new File([new Uint8Array(AVATAR_MAX_BYTES)], "a.png"));
    expect((await upload(form)).avatar?.byteLength).toBe(AVATAR_MAX_BYTES);
  });

  it("refuses a file over 5 MB with 413 without reading the rest of the body", async () => {
    const total = 20 * 1024 * 1024;
    const { request, counter } = lazyMultipart(total);
    expect(await readProfileUpload(request)).toEqual({ status: 413, message: "A imagem deve ter no máximo 5 MB." });
    expect(counter.pulled).toBeGreaterThan(AVATAR_MAX_BYTES);
    expect(counter.pulled).toBeLessThan(AVATAR_MAX_BYTES + 1024 * 1024);
  });

  it("refuses a body that is not multipart with 400", async () => {
    const failure: UploadFailure = { status: 400, message: "Envie os dados como multipart/form-data." };
    const json = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(await readProfileUpload(json)).toEqual(failure);
    const form = new Request(URL_, { method: "POST", body: new URLSearchParams({ profile: "{}" }) });
    expect(await readProfileUpload(form)).toEqual(failure);
    expect(await readProfileUpload(new Request(URL_, { method: "POST" }))).toEqual(failure);
  });

  it("refuses a malformed multipart body with 400", async () => {
    const headers = { "Content-Type": "multipart/form-data; boundary=xyz" };
    for (const body of ["not multipart at all", '--xyz\r\nContent-Disposition: form-data; name="profile"\r\n\r\n{}']) {
      const result = await readProfileUpload(new Request(URL_, { method: "POST", headers, body }));
      expect(result).toMatchObject({ status: 400 });
    }
    const noBoundary = new Request(URL_, { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "x" });
    expect(await readProfileUpload(noBoundary)).toMatchObject({ status: 400 });
  });

  it("refuses two files, a file in another field or a text avatar with 400", async () => {
    const png = new File([new Uint8Array(10)], "a.png");
    const two = new FormData();
    two.append("avatar", png);
    two.append("avatar", png);
    const other = new FormData();
    other.append("photo", png);
    const text = new FormData();
    text.append("avatar", "data:image/png;base64,AAAA");
    for (const form of [two, other, text]) {
      expect(await readProfileUpload(post(form))).toEqual({
        status: 400,
        message: "Envie uma única imagem, como arquivo, no campo avatar.",
      });
    }
  });

  it("reads a content type written in capitals, still streaming", async () => {
    const form = new FormData();
    form.append("profile", "{}");
    const original = post(form);
    const type = original.headers.get("content-type")!.replace("multipart/form-data", "Multipart/Form-Data");
    const request = new Request(URL_, { method: "POST", headers: { "Content-Type": type }, body: await original.arrayBuffer() });
    expect(await readProfileUpload(request)).toEqual({ profile: "{}", avatar: null });
    const big = lazyMultipart(20 * 1024 * 1024, "Multipart/Form-Data");
    expect(await readProfileUpload(big.request)).toMatchObject({ status: 413 });
    expect(big.counter.pulled).toBeLessThan(AVATAR_MAX_BYTES + 1024 * 1024);
  });
});

describe("normalizeAvatar", () => {
  it.each([
    ["PNG", () => halves().png()],
    ["JPEG", () => halves().jpeg()],
    ["WebP", () => halves().webp()],
    ["GIF", () => halves().gif()],
  ])("turns a %s into a 256×256 WebP, cropped at the centre", async (_, encode) => {
    const output = await webp(await encode().toBuffer());
    const metadata = await sharp(output).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", AVATAR_SIZE, AVATAR_SIZE]);
    expect(near(await pixel(output, 10, 128), RED)).toBe(true);
    expect(near(await pixel(output, 245, 128), BLUE)).toBe(true);
  });

  it("recognises the format by content: a text file named avatar.png is refused with 415", async () => {
    const form = new FormData();
    form.append("avatar", new File(["isto não é uma imagem"], "avatar.png", { type: "image/png" }));
    const { avatar } = await upload(form);
    expect(await normalizeAvatar(avatar!)).toEqual({ status: 415, message: "Envie uma imagem PNG, JPEG, WebP ou GIF." });
  });

  it("refuses other image formats, empty and truncated files with 415", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await solid(10, 10).tiff().toBuffer();
    const png = await halves().png().toBuffer();
    for (const bytes of [svg, tiff, new Uint8Array(0), png.subarray(0, png.length / 2)]) {
      expect(await normalizeAvatar(bytes)).toMatchObject({ status: 415 });
    }
  });

  it("refuses a decompression bomb (a small file of 50 megapixels) with 413", async () => {
    const bomb = await solid(10_000, 5_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await normalizeAvatar(bomb)).toEqual({ status: 413, message: "A imagem deve ter no máximo 40 megapixels." });
  });

  it("turns the image as its EXIF orientation says, then strips the metadata", async () => {
    // Orientation 6: display rotated 90° clockwise, so the red left half ends on top.
    const jpeg = await halves()
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "Ana" } })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const output = await webp(jpeg);
    expect(near(await pixel(output, 128, 10), RED)).toBe(true);
    expect(near(await pixel(output, 128, 245), BLUE)).toBe(true);
    const metadata = await sharp(output).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const frames = await Promise.all([solid(40, 40, RED).png().toBuffer(), solid(40, 40, BLUE).png().toBuffer()]);
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const output = await webp(gif);
    const metadata = await sharp(output).metadata();
    expect([metadata.width, metadata.height, metadata.pages ?? 1]).toEqual([AVATAR_SIZE, AVATAR_SIZE, 1]);
    expect(near(await pixel(output, 128, 128), RED)).toBe(true);
  });
});
