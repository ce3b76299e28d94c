/**
 * The only home of the specification's business facts (SPEC section 9 and the lists of section 3).
 * Copy that states one of these numbers takes it from here, so a change is made once.
 */

/** How long the splash screen stays at each full page load. */
export const SPLASH_DURATION_MS = 2000;

/** A report can be routed to at most this many agencies at once. */
export const MAX_AGENCIES_PER_REPORT = 3;
