import { pino, type Logger } from "pino";
import { config } from "~/config.server";

let instance: Logger | undefined;

export function logger(): Logger {
  instance ??= pino({
    level: config().logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Nothing here logs headers; these paths keep a careless `log.info({ req })` from leaking them.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "headers.cookie", "headers.authorization"],
      censor: "[redacted]",
    },
  });
  return instance;
}
