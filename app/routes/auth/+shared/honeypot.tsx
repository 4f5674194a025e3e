/**
 * The honeypot field of the account forms: off screen, out of the tab order
 * and hidden from assistive technology, so only a bot fills it.
 */
/** The honeypot: a field people never see; a bot that fills it is refused. */
export const HONEYPOT_FIELD = "website";

export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Deixe este campo em branco</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
