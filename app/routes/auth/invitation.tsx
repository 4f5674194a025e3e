/** Placeholder until the invitation pages land. */
export default function Invitation() {
  return <h1>Convite</h1>;
}
