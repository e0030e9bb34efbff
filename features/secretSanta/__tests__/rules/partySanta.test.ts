/** @jest-environment node */
// A Festrom party's own secret santa (fest_santa, fest_santa_taken): hostile guests against the
// real rules through localdb. Members sign up with their party name, the host draws, each giver
// reads only their own recipient (docs/apps.md, "A party's own boards").
import { ref, serverTimestamp, update } from 'firebase/database';
import { partyPaths } from '@/lib/firebase/paths';
import { partySantaPaths as p } from '@/features/secretSanta/paths';
import { DRAWN_CLOSED_TEXT, partyCancelDraw, partyDraw, partyRemoveSignUp, partySignUp, partyWithdraw } from '@/features/secretSanta/lib/party';
import { canRead, expectAllowed, expectDenied, keyedRoomSeed, read, remove, setupRulesDb, write } from '@/__tests__/rules/helpers';
import type { TestClient } from '@/localdb/testing';

const NAMES: Record<string, string> = { host: 'Vera', anne: 'Anne', bjorn: 'Bjørn', cato: 'Cato' };

/** A party `code` hosted by `host`, with every uid of NAMES a member under its name. */
function party(code: string, host = 'host') {
  return {
    ...keyedRoomSeed('fest', code, { settings: { name: 'Fest', private: true, created_by: host }, names: NAMES }),
    [`members/fest/${code}`]: Object.fromEntries(Object.keys(NAMES).map((uid) => [uid, 'x'])),
  };
}

type Entry = { uid: string; name: string; i: number; seq: number };

/** A hand-made draw update: `loop` is the givers in order, each giving to the next. */
function drawUpdate(code: string, loop: string[], { seq = 1, count = loop.length, first = loop[0] } = {}) {
  const draw: Record<string, Entry> = {};
  const taken: Record<string, string> = {};
  loop.forEach((giver, i) => {
    const receiver = loop[(i + 1) % loop.length]!;
    draw[giver] = { uid: receiver, name: NAMES[receiver] ?? 'Fremmed', i, seq };
    taken[receiver] = giver;
  });
  return { draw, taken, info: { at: serverTimestamp(), count, seq, first } };
}

function sendDraw(client: TestClient, code: string, d: ReturnType<typeof drawUpdate>) {
  return update(ref(client.db), { [p.draw(code)]: d.draw, [p.taken(code)]: d.taken, [p.info(code)]: d.info });
}

describe('rules: a party’s secret santa', () => {
  const db = setupRulesDb('party-santa', {
    users: Object.keys(NAMES),
    seed: { ...party('S1'), ...party('S2'), ...party('S3'), ...party('S4'), ...party('S5'), ...party('S6'), ...party('S7'), ...party('S8') },
  });
  const people = (code: string, uids: string[]) =>
    db.seed(p.root(code), { people: Object.fromEntries(uids.map((uid) => [uid, { name: NAMES[uid], at: 1 }])), count: uids.length });

  it('lets a member sign up with their party name in one tap, and withdraw; the count follows', async () => {
    await expectAllowed(partySignUp(db.as('anne').db, 'S1', 'anne'));
    await expectAllowed(partySignUp(db.as('bjorn').db, 'S1', 'bjorn'));
    expect(await read(db.as('cato'), p.people('S1'))).toMatchObject({ anne: { name: 'Anne' }, bjorn: { name: 'Bjørn' } });
    expect(await db.readAsOwner(p.count('S1'))).toBe(2);
    await expectAllowed(partyWithdraw(db.as('anne').db, 'S1', 'anne'));
    expect(await db.readAsOwner(p.count('S1'))).toBe(1);
    expect(await db.readAsOwner(p.person('S1', 'anne'))).toBeNull();
  });

  it('refuses sign-ups by a non-member, signed out, in another’s name or under another name, or that leave the count wrong', async () => {
    const count = (n: number) => ({ [p.count('S2')]: n });
    const me = (uid: string, name = NAMES[uid]) => ({ [p.person('S2', uid)]: { name, at: serverTimestamp() } });
    await expectDenied(update(ref(db.as('stranger').db), { ...me('stranger', 'Fremmed'), ...count(1) }));
    await expectDenied(update(ref(db.signedOut.db), { ...me('anne'), ...count(1) }));
    // Anne signs Bjørn up, or herself as Vera, or without moving the count, or moving it by two.
    await expectDenied(update(ref(db.as('anne').db), { ...me('bjorn'), ...count(1) }));
    await expectDenied(update(ref(db.as('anne').db), { ...me('anne', 'Vera'), ...count(1) }));
    await expectDenied(update(ref(db.as('anne').db), me('anne')));
    await expectDenied(update(ref(db.as('anne').db), { ...me('anne'), ...count(2) }));
    // The count alone, up or down.
    await expectDenied(write(db.as('anne'), p.count('S2'), 5));
    expect(await db.readAsOwner(p.root('S2'))).toBeNull();
    // Nobody outside the party reads who signed up.
    await people('S2', ['anne', 'bjorn']);
    expect(await canRead(db.as('stranger'), p.people('S2'))).toBe(false);
    expect(await canRead(db.signedOut, p.people('S2'))).toBe(false);
    expect(await canRead(db.as('anne'), p.root('S2'))).toBe(false);
    // A member cannot take someone else off the list.
    await expectDenied(update(ref(db.as('anne').db), { [p.person('S2', 'bjorn')]: null, [p.count('S2')]: 1 }));
  });

  it('lets the host draw with no admin code; each giver reads only their own recipient, never the inverse index', async () => {
    await people('S3', ['host', 'anne', 'bjorn', 'cato']);
    await expectAllowed(partyDraw(db.as('host').db, 'S3', ['host', 'anne', 'bjorn', 'cato'].map((uid) => ({ uid, name: NAMES[uid]! })), null));
    const given = new Set<string>();
    for (const uid of ['host', 'anne', 'bjorn', 'cato']) {
      const mine = (await read(db.as(uid), p.assignment('S3', uid))) as Entry;
      expect(mine.uid).not.toBe(uid);
      expect(mine.name).toBe(NAMES[mine.uid]);
      given.add(mine.uid);
      // Another giver's recipient, the whole draw, the inverse index: refused.
      const other = uid === 'anne' ? 'bjorn' : 'anne';
      expect(await canRead(db.as(uid), p.assignment('S3', other))).toBe(false);
      expect(await canRead(db.as(uid), p.draw('S3'))).toBe(false);
      expect(await canRead(db.as(uid), p.taken('S3'))).toBe(false);
      expect(await canRead(db.as(uid), p.takenBy('S3', uid))).toBe(false);
    }
    expect(given.size).toBe(4);
    expect(await read(db.as('anne'), p.info('S3'))).toMatchObject({ count: 4, seq: 1 });
    expect(await canRead(db.as('stranger'), p.info('S3'))).toBe(false);
    expect(await canRead(db.signedOut, p.assignment('S3', 'anne'))).toBe(false);
    // Sign-ups are closed while a draw stands (the screen says why).
    await expectDenied(update(ref(db.as('anne').db), { [p.person('S3', 'anne')]: null, [p.count('S3')]: 3 }));
    await expect(partyWithdraw(db.as('anne').db, 'S3', 'anne')).rejects.toThrow('Trekningen er gjort. Verten må avlyse den før noen kan melde seg på eller av.');
    // The host redraws as a whole (next seq), or cancels as a whole; after that sign-ups open again.
    await expectAllowed(sendDraw(db.as('host'), 'S3', drawUpdate('S3', ['anne', 'host', 'cato', 'bjorn'], { seq: 2 })));
    expect(await read(db.as('anne'), p.assignment('S3', 'anne'))).toMatchObject({ uid: 'host', seq: 2 });
    await expectDenied(update(ref(db.as('anne').db), { [p.draw('S3')]: null, [p.taken('S3')]: null, [p.info('S3')]: null }));
    await expectDenied(remove(db.as('host'), p.draw('S3')));
    await expectAllowed(partyCancelDraw(db.as('host').db, 'S3'));
    expect(await db.readAsOwner(p.root('S3'))).toMatchObject({ count: 4 });
    expect(await db.readAsOwner(p.taken('S3'))).toBeNull();
    await expectAllowed(partyWithdraw(db.as('anne').db, 'S3', 'anne'));
  });

  it('refuses a guest’s draw, and a host’s draw to themselves, twice to one person, leaving someone out, in parts or stale', async () => {
    const all = ['host', 'anne', 'bjorn', 'cato'];
    await people('S4', all);
    // A guest (a member, signed up) draws a proper loop.
    await expectDenied(sendDraw(db.as('anne'), 'S4', drawUpdate('S4', all)));
    await expectDenied(sendDraw(db.signedOut, 'S4', drawUpdate('S4', all)));
    const host = db.as('host');
    // The host gives to themselves (a loop of one beside a loop of three).
    const self = drawUpdate('S4', ['anne', 'bjorn', 'cato']);
    self.draw.host = { uid: 'host', name: 'Vera', i: 3, seq: 1 };
    self.taken.host = 'host';
    self.info.count = 4;
    await expectDenied(sendDraw(host, 'S4', self));
    // Two givers to one recipient (Cato gets two gifts, Anne none).
    const twice = drawUpdate('S4', all);
    twice.draw.anne = { uid: 'cato', name: 'Cato', i: 1, seq: 1 };
    await expectDenied(sendDraw(host, 'S4', twice));
    // Two loops of two (everyone given once, but a pair gives to each other).
    const pairs = drawUpdate('S4', ['host', 'anne']);
    const other = drawUpdate('S4', ['bjorn', 'cato']);
    Object.assign(pairs.draw, other.draw);
    Object.assign(pairs.taken, other.taken);
    pairs.info.count = 4;
    await expectDenied(sendDraw(host, 'S4', pairs));
    // Someone signed up left out (a loop of three, counting three or four).
    await expectDenied(sendDraw(host, 'S4', drawUpdate('S4', ['host', 'anne', 'bjorn'])));
    await expectDenied(sendDraw(host, 'S4', drawUpdate('S4', ['host', 'anne', 'bjorn'], { count: 4 })));
    // Someone not signed up drawn in (the stranger), or a name that is not theirs.
    await expectDenied(sendDraw(host, 'S4', drawUpdate('S4', ['host', 'anne', 'bjorn', 'cato', 'stranger'])));
    const renamed = drawUpdate('S4', all);
    renamed.draw.host = { ...renamed.draw.host!, name: 'Noen andre' };
    await expectDenied(sendDraw(host, 'S4', renamed));
    // The draw without its inverse index, or without its facts.
    const d = drawUpdate('S4', all);
    await expectDenied(update(ref(host.db), { [p.draw('S4')]: d.draw, [p.info('S4')]: d.info }));
    await expectDenied(update(ref(host.db), { [p.draw('S4')]: d.draw, [p.taken('S4')]: d.taken }));
    expect(await db.readAsOwner(p.draw('S4'))).toBeNull();
    // A proper draw goes through; then only the next seq, and never a part of a draw.
    await expectAllowed(sendDraw(host, 'S4', d));
    await expectDenied(sendDraw(host, 'S4', drawUpdate('S4', all, { seq: 1 })));
    await expectDenied(sendDraw(host, 'S4', drawUpdate('S4', ['anne', 'host', 'cato', 'bjorn'], { seq: 3 })));
    const part = drawUpdate('S4', ['anne', 'host', 'cato', 'bjorn'], { seq: 2 });
    await expectDenied(
      update(ref(host.db), { [p.assignment('S4', 'anne')]: part.draw.anne, [p.takenBy('S4', 'host')]: 'anne', [p.info('S4')]: { ...part.info, first: 'anne' } }),
    );
    expect(await db.readAsOwner(p.info('S4'))).toMatchObject({ seq: 1 });
  });

  it('refuses a draw by someone who is not the host of that party, and sign-ups for a party one is not in', async () => {
    await db.seed(partyPaths.host('S5'), 'anne');
    await people('S6', ['anne', 'bjorn']);
    // Anne hosts S5, not S6.
    await expectDenied(sendDraw(db.as('anne'), 'S6', drawUpdate('S6', ['anne', 'bjorn'])));
    await db.seed(`members/fest/S5/cato`, null);
    await expectDenied(partySignUp(db.as('cato').db, 'S5', 'cato'));
    expect(await db.readAsOwner(p.people('S5'))).toBeNull();
  });

  it('lets the host take anyone off the list before the draw, the count following; nobody else, and not after the draw', async () => {
    await people('S7', ['anne', 'bjorn', 'cato']);
    const takeOff = (uid: string, count: number, named = uid) => ({ [p.person('S7', uid)]: null, [p.count('S7')]: count, [p.removed('S7')]: named });
    // A guest cannot take another off, named or not, nor name someone in `removed` alone.
    await expectDenied(partyRemoveSignUp(db.as('anne').db, 'S7', 'bjorn'));
    await expectDenied(update(ref(db.as('anne').db), takeOff('bjorn', 2)));
    await expectDenied(write(db.as('anne'), p.removed('S7'), 'bjorn'));
    await expectDenied(partyRemoveSignUp(db.signedOut.db, 'S7', 'bjorn'));
    // The host: not without naming whom, not naming someone else, not with a wrong count.
    await expectDenied(update(ref(db.as('host').db), { [p.person('S7', 'bjorn')]: null, [p.count('S7')]: 2 }));
    await expectDenied(update(ref(db.as('host').db), takeOff('bjorn', 2, 'cato')));
    await expectDenied(update(ref(db.as('host').db), takeOff('bjorn', 1)));
    // Nor the count alone, down by one, naming someone still on the list.
    await expectDenied(update(ref(db.as('host').db), { [p.count('S7')]: 2, [p.removed('S7')]: 'cato' }));
    expect(await db.readAsOwner(p.count('S7'))).toBe(3);
    await expectAllowed(partyRemoveSignUp(db.as('host').db, 'S7', 'bjorn'));
    expect(await db.readAsOwner(p.person('S7', 'bjorn'))).toBeNull();
    expect(await db.readAsOwner(p.count('S7'))).toBe(2);
    // Nobody reads the mark.
    expect(await canRead(db.as('anne'), p.removed('S7'))).toBe(false);
    // After the draw, not even the host.
    await people('S8', ['anne', 'bjorn', 'cato']);
    await expectAllowed(sendDraw(db.as('host'), 'S8', drawUpdate('S8', ['anne', 'bjorn', 'cato'])));
    await expect(partyRemoveSignUp(db.as('host').db, 'S8', 'bjorn')).rejects.toThrow(DRAWN_CLOSED_TEXT);
    expect(await db.readAsOwner(p.count('S8'))).toBe(3);
  });
});
