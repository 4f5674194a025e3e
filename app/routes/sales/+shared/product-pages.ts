/** Where the catalogue's pages live: the list, and under it `novo` and `:id`. Safe for the browser. */
export const PRODUCTS_PATH = "/faturamento/produtos";
