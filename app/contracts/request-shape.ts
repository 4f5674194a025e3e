/**
 * What a route takes in a request, declared in its `handle` (`request`) and
 * read by the edge before any route runs (docs/decisions/0008-request-edge.md).
 * Safe for the browser.
 */
import type { Params } from "react-router";

/**
 * - `service`: a built-in service: Bearer tokens, JSON or form bodies it parses itself;
 * - `storage`: stored files, public, read only;
 * - `upload`: a page action that takes a multipart form with a file;
 * - `page`: every other page and web action: forms only.
 */
export type RequestKind = "service" | "storage" | "upload" | "page";

/** A route's kind (a page when absent) and its largest body in bytes (a form's cap when absent). */
export interface RequestShape {
  kind?: RequestKind;
  maxBytes?: number;
}

/** The part of a route's `handle` the edge reads: a shape, or one chosen by the path's params. */
export interface RequestHandle {
  request?: RequestShape | ((params: Params) => RequestShape);
}

/** Bytes of a body with one file of up to `fileBytes`: twice that, so a file a little over it still reaches the parser, which names the rule. */
export const fileBodyBytes = (fileBytes: number) => 2 * fileBytes;

const MB = 1024 * 1024;

/** Bytes of a body with 4 images of 5 MB (feed, conversations) and 1 MB more, so the parser names the 5 MB rule. */
export const IMAGES_BODY_BYTES = 4 * 5 * MB + MB;
