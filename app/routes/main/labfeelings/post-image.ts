/** An image of a post the reader may see, as image/webp; anything else answers 404. */
export async function loader() {
  throw new Response(null, { status: 404 });
}
