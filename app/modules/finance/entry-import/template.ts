import { csvFile } from "../csv";
import { COLUMN_LABELS, IMPORT_COLUMNS } from "./columns";

/** The template's file name. */
export const TEMPLATE_FILE_NAME = "modelo-lancamentos.csv";

const EXAMPLES: string[][] = [
  ["despesa", "Aluguel de dezembro", "2500,00", "Aluguel", "Conta corrente", "", "", "01/12/2026", "05/12/2026", "", ""],
  [
    "receita",
    "Venda balcão",
    "1234,56",
    "Vendas de produtos",
    "Caixa",
    "",
    "",
    "",
    "10/12/2026",
    "Pago em dinheiro",
    "10/12/2026",
  ],
];

/** The template's CSV text (BOM first). */
export const importTemplate = (): string => csvFile([IMPORT_COLUMNS.map((column) => COLUMN_LABELS[column]), ...EXAMPLES]);
