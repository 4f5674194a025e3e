/** The error body of the built-in services (spec 7, 8): OAuth 2.0 style `error` and `error_description`, and `Data.Message`, in pt-BR. */
export const serviceErrorBody = (error: string, message: string) => ({
  error,
  error_description: message,
  Data: { Message: message },
});
