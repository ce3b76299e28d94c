/** The DOM id of a platform's coming-soon dialog, which its store button opens. */
export function comingSoonDialogId(platformId: string): string {
  return `coming-soon-${platformId}`;
}
