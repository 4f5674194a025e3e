/** /financeiro/contas/:id/exportar: the CSV of the account's extrato over the period the address gives (as the extrato page reads it). */
import { extratoCsv } from "~/modules/finance/extrato/csv";
import { extratoFileName } from "~/modules/finance/extrato/movements";
import { csvResponse } from "~/web/csv-response.server";
import { extratoFile } from "../+shared/extrato-file.server";
import type { Route } from "./+types/export-csv";

export async function loader(args: Route.LoaderArgs) {
  const extrato = await extratoFile(args);
  return csvResponse(extratoCsv(extrato), extratoFileName(extrato.account.name, extrato.period, "csv"));
}
