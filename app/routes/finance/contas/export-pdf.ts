/** /financeiro/contas/:id/pdf: the PDF of the account's extrato over the period the address gives (as the extrato page reads it). */
import { extratoFileName } from "~/modules/finance/extrato/movements";
import { extratoPdf } from "~/modules/finance/extrato/pdf.server";
import { pdfResponse } from "~/web/csv-response.server";
import { extratoFile } from "../+shared/extrato-file.server";
import type { Route } from "./+types/export-pdf";

export async function loader(args: Route.LoaderArgs) {
  const extrato = await extratoFile(args);
  return pdfResponse(await extratoPdf(extrato), extratoFileName(extrato.account.name, extrato.period, "pdf"));
}
