// The party's addresses: /fest/<code>/ (the party page), /fest/<code>/tv/ (the TV board, served by
// the same exported page through Hosting's /fest/** rewrite) and the invite link, which carries
// the password in the fragment (#p=…): the fragment never reaches a server, and the page strips
// it from the address once read (docs/rooms.md §Festrom).
import { isRoomCode } from '@/lib/rooms/code';
import { roomHref } from '@/lib/rooms/link';

export type PartyRoute = { code: string; tv: boolean };

/** The party (and whether its TV board) an address opens; null for the start page or a bad code. */
export function partyRouteOf(pathname: string): PartyRoute | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'fest' || parts.length < 2 || parts.length > 3) return null;
  if (parts.length === 3 && parts[2] !== 'tv') return null;
  let code: string;
  try {
    code = decodeURIComponent(parts[1]).trim();
  } catch {
    return null;
  }
  if (!isRoomCode(code)) return null;
  return { code, tv: parts.length === 3 };
}

export function partyHref(code: string): string {
  return roomHref('fest', code);
}

export function tvHref(code: string): string {
  return `${roomHref('fest', code)}tv/`;
}

/** The invite link: the party's page with its password in the fragment. */
export function inviteLink(origin: string, code: string, password: string): string {
  return `${origin}${roomHref('fest', code)}#p=${encodeURIComponent(password)}`;
}

/** The password an invite link's fragment carries, or null. */
export function invitePasswordOf(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const password = params.get('p')?.trim();
  return password ? password.slice(0, 40) : null;
}
