/** What the back office says after "Enviar cobrança", "Reenviar" and "Cancelar cobrança" (docs/decisions/0038). */

/** Why a receivable was not charged, in pt-BR, by the key the charges module answers. */
export const CHARGE_REFUSALS = {
  none: "Marque ao menos um lançamento a receber.",
  noKey: "Cadastre uma chave Pix em Financeiro › Cobrança antes de enviar cobranças.",
  noCity: "Preencha a cidade da empresa em Financeiro › Cobrança: ela vai no QR Code Pix.",
  notOpen: "Só lançamentos a receber em aberto podem ser cobrados.",
  settled: "O lançamento já está quitado: não há o que cobrar.",
  charged: "O lançamento já tem uma cobrança aberta: use Reenviar na página dele.",
  noEmail: "O contato do lançamento não tem e-mail: cadastre o e-mail do contato e envie de novo.",
  mailFailed: "O e-mail não pôde ser enviado agora. Tente de novo em alguns minutos.",
} as const;

export type ChargeRefusal = keyof typeof CHARGE_REFUSALS;

/** The address's parameters of the notice after a charge action. */
export const CHARGE_NOTICE = { sent: "cobrancas", refused: "cobranca-recusada", cancelled: "cobranca-cancelada" } as const;

/** The reasons a bulk "Enviar cobrança" left receivables out, each counted in the address under its parameter. */
export const CHARGE_SKIPPED = {
  noEmail: "sem-email",
  charged: "ja-cobrados",
  settled: "quitados",
  notOpen: "fora",
  mailFailed: "falhas",
} as const satisfies Partial<Record<ChargeRefusal, string>>;

type Skipped = keyof typeof CHARGE_SKIPPED;

const SKIPPED_WORDS: Record<Skipped, [one: string, many: string]> = {
  noEmail: ["1 sem e-mail no contato", "# sem e-mail no contato"],
  charged: ["1 já com cobrança enviada", "# já com cobrança enviada"],
  settled: ["1 já quitado", "# já quitados"],
  notOpen: ["1 que não é recebimento em aberto", "# que não são recebimentos em aberto"],
  mailFailed: ["1 cujo e-mail falhou (tente de novo)", "# cujos e-mails falharam (tente de novo)"],
};

/** The most a count in the address may say: more than a batch is not one of ours. */
const COUNT_MAX = 1000;

const countIn = (search: URLSearchParams, name: string): number => {
  const count = Number(search.get(name) ?? "0");
  return Number.isSafeInteger(count) && count >= 0 && count <= COUNT_MAX ? count : 0;
};

/** The address's parameters after a bulk send: how many went and how many each reason left out. */
export function bulkChargeParams(sent: number, refused: ReadonlyArray<{ reason: ChargeRefusal }>): Record<string, string> {
  const params: Record<string, string> = { [CHARGE_NOTICE.sent]: String(sent) };
  for (const { reason } of refused) {
    const name = reason in CHARGE_SKIPPED ? CHARGE_SKIPPED[reason as Skipped] : null;
    if (name) params[name] = String(Number(params[name] ?? 0) + 1);
  }
  return params;
}

/** The bulk send's message ("2 cobranças enviadas por e-mail. 3 ficaram de fora: …"), or null when the address has no skipped count. */
function bulkNotice(search: URLSearchParams, sent: number): { tone: "success" | "error"; message: string } | null {
  const skipped = (Object.keys(CHARGE_SKIPPED) as Skipped[]).flatMap((reason) => {
    const count = countIn(search, CHARGE_SKIPPED[reason]);
    return count > 0 ? [{ count, words: SKIPPED_WORDS[reason] }] : [];
  });
  if (skipped.length === 0) return null;
  const total = skipped.reduce((sum, { count }) => sum + count, 0);
  const done =
    sent === 0
      ? "Nenhuma cobrança enviada."
      : sent === 1
        ? "1 cobrança enviada por e-mail."
        : `${sent} cobranças enviadas por e-mail.`;
  const parts = skipped.map(({ count, words }) => (count === 1 ? words[0] : words[1].replace("#", String(count))));
  const left = total === 1 ? "1 ficou de fora" : `${total} ficaram de fora`;
  return { tone: sent > 0 ? "success" : "error", message: `${done} ${left}: ${parts.join(", ")}.` };
}

/** The notice the address carries after a charge action, or null. */
export function chargeNotice(search: URLSearchParams): { tone: "success" | "error"; message: string } | null {
  if (search.has(CHARGE_NOTICE.cancelled)) return { tone: "success", message: "Cobrança cancelada: o link não abre mais." };
  const sent = countIn(search, CHARGE_NOTICE.sent);
  const bulk = bulkNotice(search, sent);
  if (bulk) return bulk;
  const refusal = search.get(CHARGE_NOTICE.refused);
  const reason = refusal && refusal in CHARGE_REFUSALS ? CHARGE_REFUSALS[refusal as ChargeRefusal] : null;
  if (sent > 0) {
    const done = sent === 1 ? "Cobrança enviada por e-mail." : `${sent} cobranças enviadas por e-mail.`;
    return { tone: reason ? "error" : "success", message: reason ? `${done} Outras não foram: ${reason}` : done };
  }
  return reason ? { tone: "error", message: `Nenhuma cobrança enviada. ${reason}` } : null;
}
