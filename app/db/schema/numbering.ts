/** Gapless counters per organization and series (modules/numbering.server.ts): PR numbers propostas and PV pedidos (sales), AT atendimentos (CRM). */
export type DocumentSeries = "PR" | "PV" | "AT";

export interface DocumentNumberTable {
  organization_id: string;
  series: DocumentSeries;
  last_number: number;
}

export interface NumberingTables {
  document_numbers: DocumentNumberTable;
}
