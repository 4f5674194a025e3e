/** Pieces shared by the sign-in, registration and password-reset step forms. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "~/config/zod";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotField } from "~/routes/auth/+shared/honeypot";
import type { AccountError } from "~/routes/auth/+shared/account-errors";
import type * as AccountForms from "~/routes/auth/+shared/account-forms";

export interface StepActionData {
  result: SubmissionResult<string[]>;
  error: AccountError | null;
  notice: string | null;
}

interface BrowserChecks {
  forms: typeof AccountForms;
  parse: typeof parseWithZod;
}

/** The schemas and zod (about 30 KiB gzip) load after the first paint; null until they arrive. */
function useBrowserChecks(): BrowserChecks | null {
  const [checks, setChecks] = useState<BrowserChecks | null>(null);
  useEffect(() => {
    let mounted = true;
    Promise.all([import("~/routes/auth/+shared/account-forms"), import("@conform-to/zod/v4")]).then(
      ([forms, { parseWithZod }]) => mounted && setChecks({ forms, parse: parseWithZod }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return checks;
}

/** Conform wiring shared by the account forms; until the schemas load only the action checks, as without JavaScript. */
export function useAccountForm<S extends z.ZodType<Record<string, unknown>>>(
  pick: (forms: typeof AccountForms) => S,
  actionData: Pick<StepActionData, "result"> | undefined,
) {
  const checks = useBrowserChecks();
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checks ? ({ formData }) => checks.parse(formData, { schema: pick(checks.forms) }) : undefined,
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

/** The first step of registration and password reset: the e-mail a code goes to. */
export function EmailStepForm({ step, actionData }: { step: string; actionData?: StepActionData }) {
  const [form, fields] = useAccountForm((forms) => forms.emailStepSchema, actionData);
  return (
    <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
      <input type="hidden" name="step" value={step} />
      <StepMessages actionData={actionData} />
      <TextField label="E-mail" meta={fields.email} type="email" autoComplete="email" />
      <HoneypotField />
      <SubmitButton idle="Enviar código" pending="Enviando..." />
    </Form>
  );
}
