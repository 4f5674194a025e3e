/** What the back office says after "Enviar cobrança", "Reenviar" and "Cancelar cobrança" (docs/decisions/0038). */

/** Why a receivable was not charged, in pt-BR, by the key the charges module answers. */
export const CHARGE_REFUSALS = {
  none: "Marque ao menos um lançamento a receber.",
  noKey: "Cadastre uma chave Pix em Financeiro › Cobrança antes de enviar cobranças.",
  noCity: "Preencha a cidade da empresa em Financeiro › Cobrança: ela vai no QR Code Pix.",
  notOpen: "Só lançamentos a receber em aberto podem ser cobrados.",
  noEmail: "O contato do lançamento não tem e-mail: cadastre o e-mail do contato e envie de novo.",
  mailFailed: "O e-mail não pôde ser enviado agora. Tente de novo em alguns minutos.",
} as const;

export type ChargeRefusal = keyof typeof CHARGE_REFUSALS;

/** The address's parameters of the notice after a charge action. */
export const CHARGE_NOTICE = { sent: "cobrancas", refused: "cobranca-recusada", cancelled: "cobranca-cancelada" } as const;

/** The notice the address carries after a charge action, or null. */
export function chargeNotice(search: URLSearchParams): { tone: "success" | "error"; message: string } | null {
  if (search.has(CHARGE_NOTICE.cancelled)) return { tone: "success", message: "Cobrança cancelada: o link não abre mais." };
  const sent = Number(search.get(CHARGE_NOTICE.sent) ?? "");
  const refusal = search.get(CHARGE_NOTICE.refused);
  const reason = refusal && refusal in CHARGE_REFUSALS ? CHARGE_REFUSALS[refusal as ChargeRefusal] : null;
  if (Number.isSafeInteger(sent) && sent > 0) {
    const done = sent === 1 ? "Cobrança enviada por e-mail." : `${sent} cobranças enviadas por e-mail.`;
    return { tone: reason ? "error" : "success", message: reason ? `${done} Outras não foram: ${reason}` : done };
  }
  return reason ? { tone: "error", message: `Nenhuma cobrança enviada. ${reason}` } : null;
}
