import { href } from "react-router";

/** An atendimento's address, by the code people read and share: /crm/central-de-atendimento/AT-000298. */
export const ticketPath = (code: string): string => href("/crm/central-de-atendimento/:id", { id: code });
