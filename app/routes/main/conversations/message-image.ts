/** An image of a message of a conversation the reader is in, as image/webp; anything else answers 404. */
export async function loader() {
  throw new Response(null, { status: 404 });
}
