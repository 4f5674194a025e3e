/**
 * The error body of the built-in services (spec 7 and 8): an OAuth 2.0
 * style `error` code and `error_description`, and `Data.Message` for the
 * spec's clients, both the pt-BR text a person reads. One shape for the
 * services, the edge checks and the HTTP server's early refusals.
 */
export const serviceErrorBody = (error: string, message: string) => ({
  error,
  error_description: message,
  Data: { Message: message },
});
