// The rooms' user-visible texts, shared by the lobby, the password wall and the tests.

/** SPEC.md §8, exactly. */
export const PRIVATE_ROOM_TEXT = 'Dette rommet er privat - Skriv passordet for å bli med';
export const WRONG_PASSWORD_TEXT = 'Feil passord. Prøv igjen.';
export const roomMissingText = (code: string) => `Fant ikke noe rom med koden «${code}». Sjekk koden og prøv igjen.`;
export const CODE_FORMAT_TEXT = 'En romkode er 5 bokstaver eller tall.';
export const CODE_TAKEN_TEXT = 'Koden er allerede i bruk. Lag en ny kode og prøv igjen.';
export const PASSWORD_REQUIRED_TEXT = 'Et privat rom trenger et passord.';
export const PASSWORD_WAIT_TEXT = 'Du prøvde et passord akkurat nå. Vent noen sekunder og prøv igjen.';
/** A member the creator removed, on the phone that still had the room open («Medlemmer»). */
export const REMOVED_TEXT = 'Du ble fjernet fra rommet.';
export const ROOM_REFUSED_TEXT = 'Rommet ble ikke laget. Vent noen sekunder og prøv igjen, eller lag en ny kode.';
/** An empty password box's «Bli med» says why nothing happens. */
export const PASSWORD_EMPTY_TEXT = 'Skriv passordet først.';
/** A form sent before the live part (sign-in, the SDK) is there: it goes through by itself. */
export const CONNECTING_TEXT = 'Kobler til …';
/** «Bli med» with no code says why nothing happens. */
export const CODE_EMPTY_TEXT = 'Skriv romkoden først.';
