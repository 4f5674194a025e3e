/**
 * /cobranca/:token: a Pix charge as its customer opens it from the e-mail, outside the guard and without signing in
 * (docs/decisions/0038). The token alone finds the charge; an unknown token, a cancelled charge or entry answer 404.
 * Nothing on it links into the app. Works without JavaScript (the copy button is an extra).
 */
import { data, Form, href, redirect } from "react-router";
import { CompanyBlock } from "~/components/charges/company-block";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { CONTENT_ID } from "~/components/ui/skip-link";
import { formatDate, formatMoney } from "~/config/format";
import { brCode, qrImage } from "~/modules/charges/brcode.server";
import { chargeByToken, optOutOfReminders } from "~/modules/charges/charges.server";
import { basisPointsToPercent, formatPixKey } from "~/modules/charges/company-rules";
import { addressedOrganization, readOrganizationAddress } from "~/web/current-organization.server";
import { pageMeta } from "~/web/meta";
import { CHARGE_NOT_FOUND as NOT_FOUND, ChargeNotFound } from "./+shared/charge-not-found";
import { CopyCode } from "./+shared/copy-code";
import type { Route } from "./+types/public-charge";

export const meta = () => [...pageMeta("Cobrança"), { name: "robots", content: "noindex" }];

const OPTED_OUT = "desligados";

/** The organization of the address (`?organization=`, the host, else the default): a charge answers only on its own. */
const slugOf = async (request: Request) => addressedOrganization(await readOrganizationAddress(request)).slug;

export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = await slugOf(request);
  const charge = await chargeByToken(params.token, slug);
  if (!charge) throw data(NOT_FOUND, { status: 404 });
  const optedOut = new URL(request.url).searchParams.get("lembretes") === OPTED_OUT;
  // The sale's print view, through the same token: the only link the page has.
  const saleLink = charge.saleCode
    ? `${href("/cobranca/:token/venda", { token: params.token })}?${new URLSearchParams({ organization: slug })}`
    : null;
  if (charge.state === "paga") return { charge, pix: null, optedOut, saleLink };
  const code = brCode({
    key: charge.pixKey,
    merchantName: charge.merchantName,
    merchantCity: charge.merchantCity,
    amountCents: charge.totalCents,
    txid: charge.txid,
  });
  return { charge, pix: { code, image: await qrImage(code) }, optedOut, saleLink };
}

export async function action({ request, params }: Route.ActionArgs) {
  const slug = await slugOf(request);
  if (!(await optOutOfReminders(params.token, slug))) throw data(NOT_FOUND, { status: 404 });
  const search = new URLSearchParams({ organization: slug, lembretes: OPTED_OUT });
  throw redirect(`${href("/cobranca/:token", { token: params.token })}?${search}`);
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-(--text-muted)">{term}</dt>
      <dd className="text-right font-medium text-(--text-color) tabular-nums">{children}</dd>
    </div>
  );
}

function Sheet({ children }: { children: React.ReactNode }) {
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="min-h-screen bg-(--surface-ground) px-4 py-8 outline-none">
      <article className="mx-auto max-w-lg space-y-6 rounded-xl border border-(--surface-border) bg-(--surface-card) p-6 text-(--text-color) shadow-sm">
        {children}
      </article>
    </main>
  );
}

export default function PublicCharge({ loaderData }: Route.ComponentProps) {
  const { charge, pix, optedOut, saleLink } = loaderData;
  const sale =
    saleLink && charge.saleCode ? (
      <p className="text-sm">
        <a href={saleLink} className="text-(--primary-text) underline">
          Ver o pedido {charge.saleCode} (imprimir ou salvar em PDF)
        </a>
      </p>
    ) : null;
  if (charge.state === "paga")
    return (
      <Sheet>
        <CompanyBlock company={charge.company} />
        <h1 className="text-2xl font-semibold">Pago em {formatDate(charge.paidOn)}</h1>
        <p className="text-sm">{charge.description}: esta cobrança está paga. Obrigado!</p>
        {sale}
      </Sheet>
    );
  const { settings } = charge;
  return (
    <Sheet>
      <CompanyBlock company={charge.company} />
      <h1 className="text-2xl font-semibold">Cobrança de {formatMoney(charge.totalCents)}</h1>
      <dl className="divide-y divide-(--surface-border) text-sm">
        <Row term="Referente a">{charge.description}</Row>
        {charge.saleCode ? <Row term="Venda">{charge.saleCode}</Row> : null}
        <Row term="Vencimento">{formatDate(charge.dueDate)}</Row>
        <Row term="Valor">{formatMoney(charge.openCents)}</Row>
        {charge.fineCents > 0 ? <Row term="Multa">{formatMoney(charge.fineCents)}</Row> : null}
        {charge.interestCents > 0 ? <Row term="Juros">{formatMoney(charge.interestCents)}</Row> : null}
        {charge.totalCents !== charge.openCents ? <Row term="Total a pagar">{formatMoney(charge.totalCents)}</Row> : null}
      </dl>
      {sale}
      <p className="text-sm text-(--text-muted)">
        Após o vencimento: multa de {basisPointsToPercent(settings.fineBasisPoints)} % e juros de{" "}
        {basisPointsToPercent(settings.interestBasisPoints)} % ao mês, já somados no QR Code.
      </p>
      {pix ? (
        <section aria-labelledby="pix-title" className="space-y-3">
          <h2 id="pix-title" className="text-lg font-semibold">
            Pague com Pix
          </h2>
          <img src={pix.image} alt="QR Code Pix da cobrança" width={240} height={240} className="mx-auto bg-white" />
          <CopyCode code={pix.code} />
          <p className="text-xs text-(--text-muted)">
            Chave Pix: {formatPixKey(charge.pixKind, charge.pixKey)} · Identificador: {charge.txid}
          </p>
        </section>
      ) : null}
      {optedOut || charge.remindersOptedOut ? (
        <FormAlert tone="success" message="Pronto: você não receberá mais lembretes de pagamento por e-mail." />
      ) : (
        <Form method="post" className="border-t border-(--surface-border) pt-4 text-sm">
          <p className="mb-2 text-(--text-muted)">Não quer receber lembretes desta empresa antes e depois do vencimento?</p>
          <Button type="submit" variant="secondary">
            Não quero receber lembretes
          </Button>
        </Form>
      )}
    </Sheet>
  );
}

export const ErrorBoundary = ChargeNotFound;
