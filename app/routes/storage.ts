export const loader = () => new Response("Not implemented yet", { status: 404 });
