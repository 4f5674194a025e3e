/** An extrato as CSV (the finance module's csv.ts: `;`, BOM, comma decimals without R$, formula cells defused). Pure. */
import { addDaysTo } from "~/config/calendar";
import { formatDate, formatDecimal } from "~/config/format";
import { csvFile, csvText } from "../csv";
import { movementLabel, type Extrato } from "./movements";

const decimal = (cents: number) => formatDecimal(cents, { grouping: false });

/** "Saldo anterior" on the day before the period, one row per movement (saídas negative), "Saldo final" on its last day. */
export function extratoCsv(extrato: Extrato): string {
  const { period, movements } = extrato;
  return csvFile([
    ["Data", "Tipo", "Descrição", "Valor", "Saldo"],
    [formatDate(addDaysTo(period.from, -1)), "", "Saldo anterior", "", decimal(extrato.openingCents)],
    ...movements.map((movement) => [
      formatDate(movement.day),
      movementLabel(movement),
      csvText(movement.description),
      decimal(movement.cents),
      decimal(movement.balanceCents),
    ]),
    [formatDate(period.to), "", "Saldo final", "", decimal(extrato.closingCents)],
  ]);
}
