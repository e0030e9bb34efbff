// Sizes for a phone held in one hand at a party (docs/battleshots.md «On the phone»).

/** Every Battleshots button is at least 44×44 px. */
export const TAP = { minHeight: 44, minWidth: 44 } as const;

/**
 * A section with a board to tap: an outlined card from 600 px up, the bare page on a phone, so
 * the board gets the page's whole width.
 */
export const boardSectionSx = {
  p: { xs: 0, sm: 2 },
  mb: 2,
  border: { xs: 0, sm: 1 },
  borderColor: 'divider',
  bgcolor: { xs: 'transparent', sm: 'background.paper' },
} as const;
