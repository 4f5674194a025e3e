/** Where the catalogue's pages live: the list, and under it `novo` and `:id`. */
export const PRODUCTS_PATH = "/faturamento/produtos";
