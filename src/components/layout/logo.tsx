type LogoMarkProps = {
  className?: string;
};

/** The Brisk mark: a location pin with a lightning bolt, for speed to the right place. Decorative. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className} data-slot="logo-mark">
      <rect width="32" height="32" rx="8" fill="var(--color-brand-600)" />
      <path
        d="M16 5.5c-4.7 0-8.5 3.6-8.5 8.2 0 6 8.5 12.8 8.5 12.8s8.5-6.8 8.5-12.8c0-4.6-3.8-8.2-8.5-8.2z"
        fill="#fff"
      />
      <path d="M17.4 8.5 12 15.2h3.6l-1.1 4.8 5.4-6.8h-3.6z" fill="var(--color-alert-500)" />
    </svg>
  );
}
