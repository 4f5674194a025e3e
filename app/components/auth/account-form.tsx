/**
 * Pieces shared by the step forms of registration and password reset:
 * Conform wiring, the message of the last submission, the submit button
 * with its pending label.
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import type { AccountError } from "~/web/account-errors";

export interface StepActionData {
  result: SubmissionResult<string[]>;
  error: AccountError | null;
  notice: string | null;
}

/** Conform wiring shared by every account form: server result, browser validation. */
export function useAccountForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  actionData: StepActionData | undefined,
) {
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** The error or notice of the last submission. */
export function StepMessages({ actionData }: { actionData?: StepActionData }) {
  if (actionData?.error) {
    return <FormAlert tone="error" message={actionData.error.message} details={actionData.error.details} />;
  }
  return actionData?.notice ? <FormAlert tone="success" message={actionData.notice} /> : null;
}

export function SubmitButton({ idle, pending }: { idle: string; pending: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? pending : idle}
    </Button>
  );
}
