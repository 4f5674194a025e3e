/**
 * The registration and password-reset catalogues of spec 8: from the step
 * and the status of a failed call (0 when no answer came), the message the
 * page shows, with the service's own message as detail for a 400. Pure;
 * safe for the browser. The registration 429 is ours: the spec's
 * catalogue has none (the service limits registration starts).
 */
import { isPasswordRuleMessage } from "~/config/password-policy";

export type RegistrationStep = "start" | "confirm" | "complete";
export type PasswordResetStep = "request" | "confirm";

export interface AccountError {
  message: string;
  details?: string;
  statusCode: number;
}

interface Failure {
  status: number;
  serverMessage?: string;
}

const REGISTRATION_VERB: Record<RegistrationStep, string> = {
  start: "iniciar",
  confirm: "confirmar",
  complete: "completar",
};

const isServerError = (status: number) => status >= 500 && status <= 599;
const withDetails = (message: string, { status, serverMessage }: Failure): AccountError =>
  serverMessage && serverMessage !== message
    ? { message, details: serverMessage, statusCode: status }
    : { message, statusCode: status };

export function registrationError(step: RegistrationStep, failure: Failure): AccountError {
  const { status } = failure;
  if (status === 400) return withDetails(`Dados inválidos para ${REGISTRATION_VERB[step]} registro`, failure);
  if (status === 404) return { message: "Organização não encontrada", statusCode: status };
  // Ours: an organization that takes new members only by invitation (docs/decisions/0026) says so.
  if (status === 403)
    return { message: failure.serverMessage || "Registro não permitido nesta organização.", statusCode: status };
  if (status === 409) {
    return { message: step === "start" ? "Email já registrado" : "Código inválido", statusCode: status };
  }
  if (status === 429) {
    return { message: "Muitas tentativas de registro. Tente novamente em alguns minutos.", statusCode: status };
  }
  if (isServerError(status)) return { message: "Erro no servidor", statusCode: status };
  return { message: "Erro inesperado durante o registro", statusCode: status };
}

export function passwordResetError(step: PasswordResetStep, failure: Failure): AccountError {
  const { status } = failure;
  if (status === 400) {
    return withDetails(`Dados inválidos para ${step === "request" ? "solicitar" : "confirmar"} reset`, failure);
  }
  if (status === 404) {
    return { message: step === "request" ? "Email não encontrado" : "Código de reset não encontrado", statusCode: status };
  }
  if (status === 429) return { message: "Muitas tentativas de reset", statusCode: status };
  if (isServerError(status)) return { message: "Erro no servidor", statusCode: status };
  return { message: "Erro inesperado durante o reset de senha", statusCode: status };
}

/**
 * The rule a 400 of the auth service names when a new password breaks the
 * policy (config/password-policy), so the page shows it on the password
 * field; undefined for any other failure.
 */
export function passwordRuleFailure({ status, serverMessage }: Failure): string | undefined {
  return status === 400 && isPasswordRuleMessage(serverMessage) ? serverMessage : undefined;
}

export const USERNAME_TAKEN = "Nome de usuário já está em uso.";

/**
 * The message of a registration refused because the user name is taken,
 * so the page shows it on that field alone (it clears as the person types
 * another); undefined for any other failure.
 */
export function usernameTakenFailure({ status, serverMessage }: Failure): string | undefined {
  return (status === 400 || status === 409) && serverMessage === USERNAME_TAKEN ? serverMessage : undefined;
}
