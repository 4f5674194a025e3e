/**
 * HTTP requests from the test's own process to an organization's host
 * (`http://eleve.localhost:PORT/...`) with the cookies the browser holds
 * for it. Node resolves no `*.localhost` name and its fetch drops a Host
 * header (shared/stack-notes), so this connects to loopback with node:http
 * and names the host itself. Redirects are not followed: the answer's
 * status and Location are what a test reads.
 */
import { request as httpRequest } from "node:http";
import { expect, type Page } from "@playwright/test";

export interface HostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  location: string | undefined;
  body: Buffer;
}

/** GET `url`, or POST the urlencoded `form` to it (with this origin's Origin header), as the signed-in browser of `page`. */
export async function hostRequest(page: Page, url: string, form?: Record<string, string>): Promise<HostAnswer> {
  const cookie = (await page.context().cookies(url)).map(({ name, value }) => `${name}=${value}`).join("; ");
  return sendToHost(url, cookie, form);
}

/** GET `url`, or POST the urlencoded `form` to it (with this origin's Origin header), with the Cookie header `cookie`. */
export function sendToHost(url: string, cookie: string, form?: Record<string, string>): Promise<HostAnswer> {
  const target = new URL(url);
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = { host: target.host, cookie };
  if (body !== undefined) {
    headers.origin = target.origin;
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: form ? "POST" : "GET",
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            location: response.headers.location,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

/** Where the back office sends a Usuario. */
export const CRM_HOME = "/crm/central-de-atendimento";

/**
 * Expects each request made at `base` as the signed-in browser of `page` (a
 * path is a GET; `[path, form]` a POST) to be answered with a redirect to
 * the CRM's home: how the back office turns a Usuario away. Over HTTP, as
 * no page needs drawing; roles.spec follows one such redirect in the browser.
 */
export async function expectSentToCrm(
  page: Page,
  base: string,
  requests: ReadonlyArray<string | [string, Record<string, string>]>,
) {
  for (const each of requests) {
    const [path, form] = typeof each === "string" ? [each, undefined] : each;
    const answer = await hostRequest(page, `${base}${path}`, form);
    expect({ status: answer.status, location: answer.location }, `${form ? "posting to" : "opening"} ${path}`).toEqual({
      status: 302,
      location: CRM_HOME,
    });
  }
}
