// What a guest who cannot sit down is told: by the seat's write (data.ts) and by the room's first
// paint (earlySeat.ts), which must not load the database SDK that data.ts needs.
export const ROOM_FULL_TEXT = 'Rommet er fullt: to spillere har allerede tatt plass. Du kan se på.';
export const SEAT_CLOSED_TEXT = 'Den andre plassen er låst. Be den som laget rommet om å åpne den.';
