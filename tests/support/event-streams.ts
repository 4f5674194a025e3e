/**
 * Reading a server-sent event stream in tests: the frames of an
 * `eventStream` answer (or a fetched /eventos), parsed as a browser would
 * (eventsource-parser), only those that carry data as EventSource dispatches.
 */
import { EventSourceParserStream, type EventSourceMessage } from "eventsource-parser/stream";

export type Frame = EventSourceMessage;

// A response's body is parsed once, so later reads go on where earlier ones stopped.
const parsed = new WeakMap<Response, ReadableStreamDefaultReader<Frame>>();

function framesOf(response: Response): ReadableStreamDefaultReader<Frame> {
  let reader = parsed.get(response);
  if (!reader) {
    reader = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    parsed.set(response, reader);
  }
  return reader;
}

/** Reads `response`'s frames until `until` says so or the stream ends; throws after `waitMs`. */
export async function readFrames(response: Response, until: (frames: Frame[]) => boolean, waitMs = 10_000): Promise<Frame[]> {
  const reader = framesOf(response);
  const frames: Frame[] = [];
  const deadline = Date.now() + waitMs;
  while (!until(frames)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`stream: only ${frames.length} events arrived: ${JSON.stringify(frames)}`);
    let timer: NodeJS.Timeout | undefined;
    const next = await Promise.race([
      reader.read(),
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`stream: waited, got ${JSON.stringify(frames)}`)), left)),
      ),
    ]).finally(() => clearTimeout(timer));
    if (next.done) break;
    frames.push(next.value);
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
