const MOUTHS: Record<number, string> = {
  1: "M7.5 17 Q12 12.5 16.5 17",
  2: "M8 16.5 Q12 14.2 16 16.5",
  3: "M8 15.5 H16",
  4: "M8 14.5 Q12 17 16 14.5",
  5: "M7.5 13.8 Q12 19.5 16.5 13.8",
};

export function MoodFace({ mood, className = "h-8 w-8" }: { mood: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-humor={mood}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="9.8" r="1.1" fill="currentColor" />
      <circle cx="15" cy="9.8" r="1.1" fill="currentColor" />
      <path d={MOUTHS[mood] ?? MOUTHS[3]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
