/** The login error catalogue of spec 8. Pure; safe for the browser. */

export const MAX_LOGIN_ATTEMPTS = 5;

export type AuthErrorCode =
  | "INVALID_CREDENTIALS"
  | "ACCOUNT_LOCKED"
  | "ACCOUNT_DISABLED"
  | "PASSWORD_EXPIRED"
  | "TOO_MANY_ATTEMPTS"
  | "ORGANIZATION_NOT_FOUND"
  | "ORGANIZATION_DISABLED"
  | "ACCESS_PENDING"
  | "ACCESS_REFUSED"
  | "NETWORK_ERROR"
  | "SERVER_ERROR"
  | "UNKNOWN_ERROR";

export interface AuthError {
  code: AuthErrorCode;
  message: string;
  details?: string;
  statusCode: number;
  timestamp: string;
}

export interface LoginFailure {
  status: number;
  serverMessage?: string;
  attempts?: number;
}

export function loginError({ status, serverMessage, attempts = 1 }: LoginFailure, now = new Date()): AuthError {
  const error = (code: AuthErrorCode, message: string, details?: string): AuthError => ({
    code,
    message,
    ...(details ? { details } : {}),
    statusCode: status,
    timestamp: now.toISOString(),
  });
  const lower = serverMessage?.toLowerCase() ?? "";
  switch (status) {
    case 0:
      return error("NETWORK_ERROR", "Erro de conexão. Verifique sua internet e tente novamente.");
    case 400:
      return error("INVALID_CREDENTIALS", serverMessage || "Dados de login inválidos.");
    case 401:
      return attempts > MAX_LOGIN_ATTEMPTS
        ? error("TOO_MANY_ATTEMPTS", "Muitas tentativas de login. Tente novamente em alguns minutos.")
        : error("INVALID_CREDENTIALS", "Usuário ou senha incorretos.", `Tentativa ${attempts} de ${MAX_LOGIN_ATTEMPTS}.`);
    case 403:
      if (lower.includes("bloqueado")) return error("ACCOUNT_LOCKED", "Conta bloqueada por segurança.");
      if (lower.includes("desabilitada")) return error("ACCOUNT_DISABLED", "Conta desabilitada.");
      if (lower.includes("aguarda aprovação")) return error("ACCESS_PENDING", serverMessage!);
      if (lower.includes("foi recusado")) return error("ACCESS_REFUSED", serverMessage!);
      return error("UNKNOWN_ERROR", "Acesso negado.");
    case 404:
      return error("ORGANIZATION_NOT_FOUND", "Organização não encontrada.");
    case 423:
      return error("ACCOUNT_LOCKED", "Conta temporariamente bloqueada.");
    case 429:
      return error("TOO_MANY_ATTEMPTS", "Muitas tentativas de login. Tente novamente em alguns minutos.");
    case 500:
    case 502:
    case 503:
    case 504:
      return error("SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos.");
    default:
      return error("UNKNOWN_ERROR", "Erro inesperado durante o login.");
  }
}
