// What every node of Cah's rules shares: the wildcards, the paths of the room's game and of the
// game's records, and the predicates several nodes ask (who is seated, the game and round
// numbers, the ring's next seat). Each node's own helpers live in its module.
import { cahPaths } from '../paths';
import { $, isCreator as isRoomCreator, isMember } from '@/rules/common';
import * as r from '@/rules/dsl';

export const $game = r.wild('game');
export const $uid = r.wild('uid');
export const $key = r.wild('key');
export const $i = r.wild('i');
export const $pos = r.wild('pos');
export const $id = r.wild('id');
export const $slot = r.wild('slot');
export const $round = r.wild('round');

export const code = $.code;
/** The room's game node (cah/games/{code}) as the write leaves it, from any rule below it. */
export const game = r.newAt(3);
export const C = cahPaths;
/** A rule expression where a path builder wants a number (game and round numbers). */
export const num = (expr: r.Expr) => r.key(expr) as unknown as number;
export const PLAY_KEY = /^[A-Za-z0-9_-]{8,40}$/;
export const SLOT = /^s[0-9]$/;
export const POS = /^p[0-9]{1,4}$/;

export const member = isMember('cah');
export const creator = isRoomCreator('cah');
export const seated = r.exists(r.root(C.player(code, $.me)));
export const setting = (name: 'blank_cards' | 'game_status' | 'game_number') => r.val(r.root(C.setting(code, name)));
export const round = (field: string) => r.val(r.root(`${C.round(code)}/${field}`));
export const gameNumber = setting('game_number');
export const roundNumber = round('number');
/** The game number as a path key ($game is a string). */
export const gameNumberKey = r.asString(gameNumber);
/** cah/ as the write leaves it, at a path below it. */
export const cahAfter = (p: string) => r.newUnder(1, p);
export const gameNumberAfter = r.val(cahAfter(`games/${code}/settings/game_number`));
/** A play record of this game and round (cah/plays/…), relative to cah/. */
export const recordOf = (uid: string) => C.roundRecord(code, num(gameNumber), num(roundNumber), uid).slice('cah/'.length);
/** The player's private count of blank cards used this game (cah/blanks/…), relative to cah/. */
export const blanksOf = (uid: string) => C.blanksUsed(code, num(gameNumber), uid).slice('cah/'.length);
export const storedBlanks = (uid: string) => r.root(C.blanksUsed(code, num(gameNumber), uid));
export const storedRecord = (uid: string) => r.root(C.roundRecord(code, num(gameNumber), num(roundNumber), uid));

/** Next seat after a seat (players/{uid}/next). */
export const nextOf = (seat: r.Expr) => r.val(r.root(`${C.player(code, r.key(seat))}/next`));
export const gameNumberChanged = (levels: number) =>
  r.ne(
    r.valAt(r.newParent(levels), 'settings/game_number'),
    r.valAt(r.dataParent(levels), 'settings/game_number'),
  );
export const clearOldGame = r.and(r.signedIn, creator, r.not(r.newExists), r.ne($game, r.asString(gameNumberAfter)));
