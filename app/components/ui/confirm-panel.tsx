import type { getFormProps } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitRow } from "~/components/ui/form-actions";
import { IdempotencyField } from "~/web/idempotency";

/** A confirmation over a page: its question, a form posting `intent` (with `fields` hidden and `children` shown), and a way back; `formProps` makes it a Conform form. */
export function ConfirmPanel({
  title,
  message,
  intent,
  fields = {},
  confirmLabel,
  pendingLabel,
  cancelTo,
  formProps,
  children,
}: {
  title: string;
  message: string;
  intent: string;
  fields?: Record<string, string>;
  confirmLabel: string;
  pendingLabel: string;
  cancelTo: string;
  formProps?: ReturnType<typeof getFormProps>;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <section
      aria-labelledby="confirm-title"
      className="space-y-3 rounded-md border-2 border-(--danger-color) bg-(--surface-card) p-4 text-(--text-color)"
    >
      <h2 id="confirm-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {title}
      </h2>
      <p className="text-sm">{message}</p>
      <Form method="post" {...formProps} className="space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <IdempotencyField />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <SubmitRow label={confirmLabel} pendingLabel={pendingLabel} pending={pending} backTo={cancelTo} backLabel="Voltar" />
      </Form>
    </section>
  );
}
