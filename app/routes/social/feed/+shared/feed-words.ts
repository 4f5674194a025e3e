/** The notices the feed's pages show after a form (`?aviso=`), in pt-BR. */
export const FEED_NOTICES: Record<string, string> = {
  publicado: "Publicação enviada.",
  excluido: "Publicação excluída.",
  editado: "Publicação atualizada.",
  comentado: "Comentário enviado.",
  "comentario-editado": "Comentário atualizado.",
  "comentario-excluido": "Comentário excluído.",
};

/** The notice named by the request's `aviso`, or null. */
export const feedNotice = (request: Request) => FEED_NOTICES[new URL(request.url).searchParams.get("aviso") ?? ""] ?? null;
