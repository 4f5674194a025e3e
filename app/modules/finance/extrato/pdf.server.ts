/**
 * An extrato as a PDF (pdfkit, its built-in Helvetica: Latin-1 text; a
 * character outside it prints as a blank): A4, the account and period on
 * top, the table's header repeated on every page, "Saldo anterior" first and
 * "Saldo final" last, page numbers at the foot.
 */
import PDFDocument from "pdfkit";
import { addDaysTo } from "~/config/calendar";
import { formatDate, formatInstant, formatMoney } from "~/config/format";
import { movementLabel, type Extrato } from "./movements";

const MARGIN = 40;
const ROW = 16;
const FONT_SIZE = 8.5;
/** The table's columns, points; they fill A4's 595 pt less the margins. */
const COLUMNS = [
  { title: "Data", width: 58, align: "left" },
  { title: "Descrição", width: 212, align: "left" },
  { title: "Tipo", width: 95, align: "left" },
  { title: "Valor", width: 72, align: "right" },
  { title: "Saldo", width: 78, align: "right" },
] as const;

type Cells = [string, string, string, string, string];

/** The extrato's PDF, bytes; `now` is the instant printed as its emission. */
export function extratoPdf(extrato: Extrato, now: Date = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const { account, period } = extrato;
  const title = `Extrato da conta ${account.name}`;
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info: { Title: title, Author: "Sereno" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(14).text(title);
  doc.font("Helvetica").fontSize(9).moveDown(0.3);
  doc.text(`Período: ${formatDate(period.from)} a ${formatDate(period.to)}`);
  if (account.bankName) doc.text(`Banco: ${account.bankName}`);
  doc.text(`Emitido em ${formatInstant(now)}`);
  doc.moveDown(0.8);

  const bottom = doc.page.height - MARGIN - ROW;
  let y = doc.y;
  const row = (cells: Cells, bold = false) => {
    if (y + ROW > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i]!, x + 2, y + 4, { width: column.width - 4, align: column.align, lineBreak: false, ellipsis: true });
      x += column.width;
    });
    y += ROW;
  };
  const header = () => {
    row(COLUMNS.map((column) => column.title) as Cells, true);
    doc
      .moveTo(MARGIN, y)
      .lineTo(doc.page.width - MARGIN, y)
      .lineWidth(0.5)
      .stroke();
  };

  header();
  row([formatDate(addDaysTo(period.from, -1)), "Saldo anterior", "", "", formatMoney(extrato.openingCents)], true);
  for (const movement of extrato.movements)
    row([
      formatDate(movement.day),
      movement.description,
      movementLabel(movement),
      formatMoney(movement.cents),
      formatMoney(movement.balanceCents),
    ]);
  if (extrato.movements.length === 0) row(["", "Nenhuma movimentação no período.", "", "", ""]);
  row([formatDate(period.to), "Saldo final", "", "", formatMoney(extrato.closingCents)], true);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Written into the bottom margin, which would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .text(`${account.name} · página ${i - start + 1} de ${count}`, MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - 2 * MARGIN,
        align: "right",
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
