// Simplified monochrome glyphs for the store buttons, drawn for this site rather than copied from the
// stores' trademarked artwork. They inherit the text colour and are decorative: the button's text
// names the store.

export type StoreIconProps = { className?: string };

/** The app gallery: a rounded shopping bag. */
export function AppGalleryIcon({ className }: StoreIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path
        fillRule="evenodd"
        d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm1 5.5a1 1 0 0 0-2 0 6 6 0 0 0 12 0 1 1 0 0 0-2 0 4 4 0 0 1-8 0z"
      />
    </svg>
  );
}

/** Apple: an apple with a leaf. */
export function AppleIcon({ className }: StoreIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M16.4 12.7c0-2.4 2-3.5 2-3.6a4.4 4.4 0 0 0-3.4-1.9c-1.5-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8A4.6 4.6 0 0 0 4.5 9.6c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 3 2.4 1.2-.1 1.6-.8 3.1-.8s1.8.8 3.1.8 2.1-1.2 2.9-2.3a10 10 0 0 0 1.3-2.7 4.1 4.1 0 0 1-2.7-3.8zM14 5.6A4.1 4.1 0 0 0 15 2.5a4.3 4.3 0 0 0-2.8 1.4 4 4 0 0 0-1 3 3.5 3.5 0 0 0 2.8-1.3z" />
    </svg>
  );
}

/** Windows: four panes. */
export function WindowsIcon({ className }: StoreIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M3 5.3 10.4 4.3v7H3zM11.6 4.1 21 2.8v8.5h-9.4zM3 12.7h7.4v7L3 18.7zM11.6 12.7H21v8.5l-9.4-1.3z" />
    </svg>
  );
}

/** macOS: a laptop whose screen shows a simple smiling face. */
export function MacOsIcon({ className }: StoreIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path
        fillRule="evenodd"
        d="M5 4h14a2 2 0 0 1 2 2v10H3V6a2 2 0 0 1 2-2zm4 3.5a1 1 0 0 0-1 1V10a1 1 0 0 0 2 0V8.5a1 1 0 0 0-1-1zm6 0a1 1 0 0 0-1 1V10a1 1 0 0 0 2 0V8.5a1 1 0 0 0-1-1zm-6.6 4.4a.8.8 0 0 0-.3 1.1 4.5 4.5 0 0 0 7.8 0 .8.8 0 0 0-1.4-.8 2.9 2.9 0 0 1-5 0 .8.8 0 0 0-1.1-.3zM1 17.5h22a2.5 2.5 0 0 1-2.5 2.5h-17A2.5 2.5 0 0 1 1 17.5z"
      />
    </svg>
  );
}
