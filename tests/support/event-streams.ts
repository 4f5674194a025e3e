/**
 * Reading a server-sent event stream in tests: the frames of an
 * `eventStream` answer (or a fetched /eventos), parsed as a browser would.
 */

export interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** Reads `response`'s frames that carry data until `until` says so; throws after `waitMs`. */
export async function readFrames(response: Response, until: (frames: Frame[]) => boolean, waitMs = 10_000): Promise<Frame[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = "";
  const deadline = Date.now() + waitMs;
  try {
    while (!until(frames)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream: only ${frames.length} events arrived: ${JSON.stringify(frames)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>(
          (_, reject) => (timer = setTimeout(() => reject(new Error(`stream: waited, got ${JSON.stringify(frames)}`)), left)),
        ),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: Frame = {};
        for (const line of block.split("\n")) {
          const colon = line.indexOf(":");
          if (colon <= 0) continue;
          const field = line.slice(0, colon);
          const value = line.slice(colon + 1).replace(/^ /, "");
          if (field === "id" || field === "event" || field === "data") frame[field] = value;
        }
        if (frame.data !== undefined) frames.push(frame);
      }
    }
  } finally {
    reader.releaseLock();
  }
  return frames;
}

/** The `marker` payload field of each frame. */
export const markers = (frames: Frame[]) => frames.map((frame) => (JSON.parse(frame.data!) as { marker?: string }).marker);

/** What a stream sends first, once it has checked the session: its retry and the id it starts after. */
export const STREAM_OPENING = /^retry: \d+\nid: \d+\n\n/;

/** The first chunk of `response`'s body, read without taking the body from later readers. */
export async function firstChunkOf(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  try {
    return new TextDecoder().decode((await reader.read()).value);
  } finally {
    reader.releaseLock();
  }
}
