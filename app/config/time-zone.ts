/** The IANA zone every day and hour of the app is read in (Brasília time), for Intl and for SQL alike. */
export const APP_TIME_ZONE = "America/Sao_Paulo";
