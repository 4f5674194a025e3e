/** Budgets (docs/decisions/0022): the planned centavos per year, category and month. */

export interface BudgetAmountTable {
  organization_id: string;
  year: number;
  category_id: string;
  month: number;
  cents: number;
}

export interface BudgetTables {
  budget_amounts: BudgetAmountTable;
}
