/** Not built yet: answers 404 until its module lands. */
export const loader = () => new Response("Não encontrado.", { status: 404 });
