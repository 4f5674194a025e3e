/** Shared transport of every service client (spec 7): adds Bearer and X-TenantId; with a session, 401 ends it, 5xx redirects to /server-error, unhandled 4xx become route errors; otherwise throws HttpError (status 0: no answer). */
import { data, redirect } from "react-router";

export type FetchLike = (request: Request) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  fetch: FetchLike;
  token?: string | null;
  tenantId?: string | null;
  session?: { onUnauthorized: () => Response | Promise<Response> };
}

/** A failed service call: HTTP status (0: no answer) and the parsed body. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }

  /** The service's pt-BR message: `Data.Message`, else `error_description`. */
  get serverMessage(): string | undefined {
    const body = this.body as { Data?: { Message?: unknown }; error_description?: unknown } | null;
    const message = body?.Data?.Message ?? body?.error_description;
    return typeof message === "string" ? message : undefined;
  }
}

const SERVER_ERROR_STATUSES = new Set([500, 502, 503, 504]);

/** The Request of `url` and `init` with Authorization and X-TenantId added as spec 7 says (one Request: each costs a body stream and a signal). */
export function decorate(
  url: string,
  init: RequestInit | undefined,
  { token, tenantId }: Pick<TransportOptions, "token" | "tenantId">,
) {
  const headers = new Headers(init?.headers);
  if (token && !/storage|cdn/.test(url)) headers.set("Authorization", `Bearer ${token}`);
  if (tenantId && !headers.has("X-TenantId")) headers.set("X-TenantId", tenantId);
  return new Request(url, { ...init, headers });
}

export interface Transport {
  /** Resolves only with a 2xx Response; `handled`: 4xx statuses the caller answers itself. */
  send(path: string, init?: RequestInit, handled?: readonly number[]): Promise<Response>;
}

const UNHANDLED_CLIENT_ERROR = "A operação não pôde ser concluída com os dados enviados.";

export function createTransport(options: TransportOptions): Transport {
  return {
    async send(path, init, handled = []) {
      const request = decorate(`${options.baseUrl}${path}`, init, options);
      let response: Response;
      try {
        response = await options.fetch(request);
      } catch {
        throw new HttpError(0, null);
      }
      if (response.ok) return response;
      const { status } = response;
      if (options.session) {
        if (status === 401) throw await options.session.onUnauthorized();
        if (SERVER_ERROR_STATUSES.has(status)) throw redirect("/server-error");
      }
      const error = new HttpError(status, await readBody(response));
      if (options.session && status >= 400 && status < 500 && !handled.includes(status)) {
        throw data(error.serverMessage ?? UNHANDLED_CLIENT_ERROR, { status });
      }
      throw error;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ServiceClientOptions extends Partial<Omit<TransportOptions, "fetch" | "baseUrl">> {
  baseUrl?: string;
  fetch?: FetchLike;
}

/** The transport of one service: over HTTP to `remoteUrl` when one is configured (or given), else in-process to the built-in `handler` under `http://<name>.in-process`, a URL that never reaches a socket. */
export function serviceTransport(
  options: ServiceClientOptions,
  service: { name: string; remoteUrl: string | null; handler: FetchLike },
): Transport {
  const remote = options.baseUrl ?? service.remoteUrl;
  return createTransport({
    ...options,
    baseUrl: remote ?? `http://${service.name}.in-process`,
    fetch: options.fetch ?? (remote ? (request) => fetch(request) : service.handler),
  });
}
