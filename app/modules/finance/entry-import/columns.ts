/** The columns an import knows, in the template's order. */
export const IMPORT_COLUMNS = [
  "kind",
  "description",
  "amount",
  "category",
  "account",
  "contact",
  "costCenter",
  "competenceDate",
  "dueDate",
  "notes",
  "settledOn",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The template's header of each column (pt-BR, as people read it). */
export const COLUMN_LABELS: Record<ImportColumn, string> = {
  kind: "tipo",
  description: "descrição",
  amount: "valor",
  category: "categoria",
  account: "conta",
  contact: "contato",
  costCenter: "centro de custo",
  competenceDate: "competência",
  dueDate: "vencimento",
  notes: "observações",
  settledOn: "data de pagamento",
};

/** Other names each column goes by, folded to letters and digits only. */
export const ALIASES: Record<ImportColumn, string[]> = {
  kind: ["tipo", "natureza", "tipodelancamento"],
  description: ["descricao", "historico", "descricaodolancamento"],
  amount: ["valor", "valorr", "valorrs", "valortotal"],
  category: ["categoria", "planodecontas", "categoriafinanceira"],
  account: ["conta", "contafinanceira", "contabancaria"],
  contact: ["contato", "clientefornecedor", "favorecido", "cliente", "fornecedor", "cpfcnpj"],
  costCenter: ["centrodecusto", "centrodecustos", "centrocusto"],
  competenceDate: ["competencia", "datadecompetencia", "datacompetencia"],
  dueDate: ["vencimento", "datadevencimento", "datavencimento"],
  notes: ["observacoes", "observacao", "obs"],
  settledOn: ["datadepagamento", "datapagamento", "pagamento", "pagoem", "datadabaixa", "datadepagamentorecebimento"],
};

/** Columns the lançamentos export also writes, worked out by the ledger (folded like ALIASES): known, so not reported as ignored, and not read. */
export const DERIVED_COLUMNS: readonly string[] = ["situacao", "parcela", "quitado", "emaberto"];

/** Columns a file must have; the others may be missing or empty (without a tipo, a negative valor is a despesa). */
export const REQUIRED: readonly ImportColumn[] = ["description", "amount", "category", "account", "dueDate"];

/** The most lines (besides the header) one import takes. */
export const MAX_IMPORT_LINES = 5000;
/** The longest cell, in characters (the observações' limit). */
export const MAX_CELL_LENGTH = 2000;
