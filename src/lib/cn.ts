/** Joins class names, skipping empty ones. (No Tailwind conflict merging: callers don't pass conflicting utilities.) */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
