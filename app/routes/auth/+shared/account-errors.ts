/**
 * The registration and password-reset messages of spec 8, from the step and a failed call's status.
 * The registration 429 is ours: the spec's catalogue has none.
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

/** The rule a 400 names when a new password breaks the policy, for the password field; undefined otherwise. */
export function passwordRuleFailure({ status, serverMessage }: Failure): string | undefined {
  return status === 400 && isPasswordRuleMessage(serverMessage) ? serverMessage : undefined;
}

export const USERNAME_TAKEN = "Nome de usuário já está em uso.";

/** The message of a registration refused for a taken user name, for that field; undefined otherwise. */
export function usernameTakenFailure({ status, serverMessage }: Failure): string | undefined {
  return (status === 400 || status === 409) && serverMessage === USERNAME_TAKEN ? serverMessage : undefined;
}
