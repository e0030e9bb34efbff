// Sizes for a phone held in one hand at a party (docs/battleshots.md «On the phone»).

/** Every Battleshots button is at least 44×44 px (the MUI ones here; the plain ones by their stylesheets). */
export const TAP = { minHeight: 44, minWidth: 44 } as const;
