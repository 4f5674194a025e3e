import { initials } from "./labels";

export function MemberAvatar({ name, email }: { name: string | null; email: string }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-(--primary-soft) text-sm font-semibold text-(--primary-text)"
    >
      {initials(name, email)}
    </span>
  );
}
