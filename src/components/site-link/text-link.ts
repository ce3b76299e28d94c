/** A link inside or under text: the brand blue, underlined. */
export const textLinkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** A link that stands on its own line: also a touch target at least 48 px tall. */
export const standaloneLinkClass = `inline-flex min-h-12 items-center ${textLinkClass}`;
