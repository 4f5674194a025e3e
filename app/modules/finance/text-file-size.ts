/** The largest file the ledger's imports take, in bytes (5 MiB: a year of a busy account's statement is far below). Safe for the browser. */
export const TEXT_FILE_MAX_BYTES = 5 * 1024 * 1024;
