import { isRouteErrorResponse } from "react-router";

const TITLES: Record<number, string> = {
  400: "Requisição inválida",
  403: "Acesso negado",
  404: "Página não encontrada",
  409: "Conflito",
  413: "Envio grande demais",
  415: "Formato não suportado",
  429: "Muitas tentativas",
  503: "Serviço indisponível",
};

const GENERIC = "Algo deu errado. Tente novamente em alguns minutos.";

export function describeRouteError(error: unknown): { status: number; title: string; message: string } {
  if (!isRouteErrorResponse(error)) return { status: 500, title: "Erro inesperado", message: GENERIC };
  const { status } = error;
  const own = typeof error.data === "string" && error.data ? error.data : null;
  const fallback = status === 404 ? "O endereço que você abriu não existe." : GENERIC;
  return { status, title: TITLES[status] ?? `Erro ${status}`, message: own ?? fallback };
}
