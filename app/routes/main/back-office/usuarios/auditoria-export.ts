/** Placeholder until the audit log lands. */
export function loader() {
  return new Response("Não encontrado", { status: 404 });
}
