// The symbols of codes people read aloud, read off one phone and type on another: no look-alikes
// (0/O, 1/I) and no case to get wrong. 32 symbols, so a random byte maps onto them evenly.
// Secret santa's codes and the room codes (lib/rooms/code.ts) use it.

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
