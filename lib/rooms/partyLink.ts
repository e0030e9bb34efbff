// Which Festrom party (features/fest) this phone entered a game room from, kept in localStorage
// when «Gå inn» is tapped on the party page, so the room can link back to the party
// (docs/rooms.md §Festrom). Only a convenience for members of that party: a party code alone lets
// nobody in (its password is needed), and nothing is trusted from it.
import type { RoomGame } from '@/lib/firebase/paths';

export type PartyLink = { code: string; name: string };

const PARTY_CODE = /^[A-Za-z0-9]{5}$/;

export function partyLinkKey(game: RoomGame, room: string): string {
  return `portalen:party-of:${game}:${room}`;
}

/** The stored link, or null for anything missing or malformed. */
export function parsePartyLink(text: string | null): PartyLink | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    if (!value || typeof value.code !== 'string' || !PARTY_CODE.test(value.code)) return null;
    return { code: value.code, name: typeof value.name === 'string' ? value.name.slice(0, 40) : '' };
  } catch {
    return null;
  }
}

export function rememberPartyOf(game: RoomGame, room: string, party: PartyLink): void {
  try {
    window.localStorage.setItem(partyLinkKey(game, room), JSON.stringify({ code: party.code, name: party.name.slice(0, 40) }));
  } catch {
    // Storage switched off: the room simply shows no way back.
  }
}

