/** A code no party has: said by the start page's code box, the party page and the TV board. */
export const PARTY_MISSING_TEXT = (code: string) => `Fant ingen fest med koden «${code}». Sjekk koden og prøv igjen.`;
