/** A module's refusal (references.server `Refusal`) as the options of Conform's `submission.reply`. */
import type { Refusal } from "~/modules/finance/references.server";

export const refusal = ({ fieldErrors, formErrors }: Refusal) => ({ fieldErrors, formErrors });
