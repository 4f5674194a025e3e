import { useEffect, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "~/config/password-policy";
import { TextField } from "~/components/ui/field";
import type { Strength, StrengthLevel, StrengthOwner } from "./password-strength-estimator";

type FieldMeta = Parameters<typeof TextField>[0]["meta"];

const loadEstimator = () => import("./password-strength-estimator");

const FILLED: Record<StrengthLevel, number> = { fraca: 1, razoável: 2, forte: 3 };
const COLOUR: Record<StrengthLevel, string> = {
  fraca: "bg-(--danger-color)",
  razoável: "bg-amber-500",
  forte: "bg-emerald-600",
};

function useStrength(password: string, owner: StrengthOwner): Strength | null {
  const [strength, setStrength] = useState<Strength | null>(null);
  const ownerKey = JSON.stringify(owner);
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    loadEstimator().then(
      ({ estimateStrength }) => current && setStrength(estimateStrength(password, JSON.parse(ownerKey) as typeof owner)),
      () => current && setStrength(null),
    );
    return () => {
      current = false;
    };
  }, [password, ownerKey]); // `owner` is a new object at each render: ownerKey compares it by value.
  return strength;
}

export function PasswordStrength({
  password,
  owner,
  fieldError,
}: {
  password: string;
  owner: StrengthOwner;
  fieldError?: string;
}) {
  const strength = useStrength(password, owner);
  const hint = strength?.hint && strength.hint !== fieldError ? strength.hint : null;
  return (
    <div className="space-y-1 text-sm">
      <p className="text-(--text-muted)">
        Use pelo menos {PASSWORD_MIN_LENGTH} caracteres. Evite senhas comuns, seu nome de usuário e seu e-mail; uma frase com
        palavras incomuns é forte e fácil de lembrar.
      </p>
      <div aria-live="polite" aria-atomic="true" data-testid="password-strength" data-level={strength?.level}>
        {strength ? (
          <>
            <div aria-hidden="true" className="flex gap-1">
              {[1, 2, 3].map((segment) => (
                <span
                  key={segment}
                  className={`h-1.5 flex-1 rounded-full ${
                    segment <= FILLED[strength.level] ? COLOUR[strength.level] : "bg-(--surface-border)"
                  }`}
                />
              ))}
            </div>
            <p className="mt-1 text-(--text-color)">
              Força da senha: <strong>{strength.level}</strong>
            </p>
            {hint ? <p className="text-(--text-muted)">{hint}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A new password: the labelled field, then its strength hint. */
export function NewPasswordField({ label, meta, owner }: { label: string; meta: FieldMeta; owner: StrengthOwner }) {
  return (
    <div className="space-y-2">
      <TextField label={label} meta={meta} type="password" autoComplete="new-password" />
      <PasswordStrength password={typeof meta.value === "string" ? meta.value : ""} owner={owner} fieldError={meta.errors?.[0]} />
    </div>
  );
}
