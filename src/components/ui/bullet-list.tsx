import { cn } from "~/lib/cn";

/** Short sentences as a bulleted list, the bullets in the brand colour. */
export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("list-disc space-y-2 pl-5 marker:text-brand-600", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
