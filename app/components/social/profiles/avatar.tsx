/** A round avatar: the person's image or the default one (spec 2.6). */
export const DEFAULT_AVATAR_URL = "/images/default-avatar.svg";

const SIZES = { sm: "size-8", md: "size-10", lg: "size-24" } as const;

export function Avatar({
  url,
  size = "md",
  alt = "",
}: {
  url: string | null | undefined;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  return (
    <img
      src={url || DEFAULT_AVATAR_URL}
      alt={alt}
      width={size === "lg" ? 96 : size === "md" ? 40 : 32}
      height={size === "lg" ? 96 : size === "md" ? 40 : 32}
      className={`${SIZES[size]} shrink-0 rounded-full bg-(--surface-hover) object-cover`}
    />
  );
}
