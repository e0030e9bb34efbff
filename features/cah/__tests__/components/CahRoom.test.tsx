/**
 * The Cah room's states against a real localdb with the real rules: a member without a seat, the
 * creator waiting for players, a player's own hand, the czar waiting, anonymous judging and the
 * round's result.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';
import { mapBank, toStoredBank } from '@/features/cah/lib/bank';
import { cahGame, drawCards, joinGame, mapGame, mapHand, pickWinner, playCards, startGame } from '@/features/cah/lib/data';
import { seededRandom } from '@/lib/random/random';
import { BLANK, NEED_PLAYERS_TEXT } from '@/features/cah/lib/texts';
import type { CahGame } from '@/features/cah/lib/types';
import { createRoom, joinRoom } from '@/lib/rooms/data';
import { FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS } from '@/__tests__/fixtures/cahCards';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

// The invite dialog is loaded on demand in the app; it is not what these tests look at.
jest.mock('next/dynamic', () => () => () => null);

import CahRoom from '@/features/cah/components/CahRoom';
import { cahEarlyJoin, SEAT_KEY } from '@/features/cah/components/earlyJoinForm';
import { earlyTapsScript } from '@/lib/browser/earlyTaps';
import { FORM_BOX } from '@/lib/rooms/snapshot';

const stored = toStoredBank(FIXTURE_BLACK_CARDS, FIXTURE_WHITE_CARDS);
stored.black = Object.fromEntries(Object.entries(stored.black).filter(([, c]) => c.pick === 1));
const bank = mapBank(stored);
const everyone = () => true;

// The head's script marks a press on a plain form's button (lib/browser/pressHandover.ts).
beforeAll(() => new Function(earlyTapsScript())());

describe('Cah room screen (real SDK, localdb, real rules)', () => {
  const db = setupScreenDb('cah-screen', { users: ['ann', 'bob', 'cid', 'moe'], seed: { 'cah/questionBank': stored } });
  const { clients } = db;
  let n = 0;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  const readGame = async (code: string) => mapGame(await db.readAsOwner(`cah/games/${code}`)) as CahGame;

  async function newRoom(seated: string[]) {
    const code = `Kort${++n}`;
    await db.seed('/rate', null); // one room per uid every few seconds
    await createRoom(clients.ann.db, cahGame, 'ann', { code, name: 'Kortkveld', creatorName: 'Ann', private: false, password: '' });
    for (const who of ['bob', 'cid', 'moe']) await joinRoom(clients[who].db, 'cah', code, who, { private: false });
    for (const who of seated) await joinGame(clients[who].db, code, who, who.toUpperCase(), false);
    return code;
  }

  async function startedRoom() {
    const code = await newRoom(['ann', 'bob', 'cid']);
    await startGame(clients.ann.db, code, await readGame(code), bank, everyone, seededRandom(code));
    for (const who of ['bob', 'cid']) await drawCards(clients[who].db, code, 1, who, seededRandom(who));
    return code;
  }

  async function playFirst(code: string, who: string) {
    const hand = mapHand(await db.readAsOwner(`cah/hands/${code}/1/${who}`));
    const entry = (await db.readAsOwner(`cah/decks/${code}/1/${hand.s0}`)) as { text: string };
    await playCards(clients[who].db, code, await readGame(code), who, [{ slot: 's0', pos: hand.s0, text: entry.text }]);
    return entry.text;
  }

  function renderAs(who: string, code: string, cover?: { covering: boolean; livePainted: () => void }) {
    const room = <CahRoom code={code} />;
    return renderScreen(cover ? <FirstPaintContext.Provider value={cover}>{room}</FirstPaintContext.Provider> : room, {
      client: clients[who],
      uid: who,
    });
  }

  it('takes over the first paint with the header and the black card in one commit, also for a guest without a seat', async () => {
    const code = await startedRoom();
    const game = await readGame(code);
    const black = bank.black.find((b) => b.id === game.round?.blackId);
    // What was on screen when the live room said it had painted (the snapshot goes in that frame).
    let painted: { card: string | null | undefined; header: string | null | undefined } | null = null;
    const livePainted = jest.fn(() => {
      painted = { card: document.querySelector('[data-room-card]')?.textContent, header: document.querySelector('[data-testid="room-header"] h2')?.textContent };
    });
    const view = renderAs('moe', code, { covering: true, livePainted });
    // Under the snapshot the live room's spinners stay hidden.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(livePainted).toHaveBeenCalled());
    expect(painted).toEqual({ card: black?.text.split(BLANK).join('\u00a0'), header: 'Kortkveld' });
    expect(screen.getByTestId('round-info')).toHaveTextContent(`Runde 1 · Kortkonge: ANN`);
    // The guest gets the form to take a seat under the card, and no hand.
    expect(screen.getByRole('form', { name: 'Bli med i spillet' })).toBeInTheDocument();
    expect(screen.queryByTestId('hand')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('black-card')).toHaveLength(1);
    view.unmount();
  });

  /** The page's plain name box as the inline script paints it (earlyJoinForm.ts), with `name` typed. */
  function earlyBox(name: string, send: 'sent' | 'empty' | 'none') {
    const early = cahEarlyJoin();
    const box = document.createElement('div');
    box.setAttribute(FORM_BOX, '');
    box.innerHTML = early.paint(early.args, 'x', null);
    early.wire(box, early.args);
    document.body.append(box);
    const input = box.querySelector('input') as HTMLInputElement;
    const form = box.querySelector('form') as HTMLFormElement;
    if (send === 'empty') form.requestSubmit();
    input.focus();
    if (name) {
      input.value = name;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (send === 'sent') form.requestSubmit();
    return box;
  }

  it("takes over the page's plain name box: a name sent before the live part came is sent by itself, and the phone notes its seat", async () => {
    const code = await newRoom(['ann', 'bob']);
    window.localStorage.removeItem(SEAT_KEY + code);
    const box = earlyBox('Moe', 'sent');
    expect(box).toHaveTextContent('Kobler til …');
    const view = renderAs('moe', code);
    await waitFor(async () => expect((await readGame(code)).players.find((p) => p.uid === 'moe')?.name).toBe('Moe'));
    expect(await within(await screen.findByTestId('cah-players')).findByText('Moe (deg)')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(SEAT_KEY + code)).toBe('1'));
    view.unmount();
    box.remove();
  });

  it('counts a «Bli med» pressed on the plain box and released on the live one (it took the plain one\'s place under the finger) as sent, and only such a press', async () => {
    const code = await newRoom(['ann', 'bob']);
    // The live form's button (the plain box's field has an id of its own, `early…`).
    const liveButton = async () => {
      const field = await screen.findByLabelText('Navnet ditt i spillet', { selector: 'input:not([id^=early])' });
      return within((field as HTMLInputElement).form as HTMLFormElement).getByRole('button', { name: 'Bli med' });
    };

    // A release on the live button without a press that began on the plain one sends nothing.
    const untouched = earlyBox('Mo', 'none');
    const first = renderAs('moe', code);
    const untouchedButton = await liveButton();
    untouched.remove();
    fireEvent.pointerUp(untouchedButton);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect((await readGame(code)).players.some((p) => p.uid === 'moe')).toBe(false);
    first.unmount();

    // The browser sends no click for a press and a release on two elements; the live form sends.
    const pressed = earlyBox('Moe', 'none');
    fireEvent.pointerDown(pressed.querySelector('button') as HTMLButtonElement);
    const second = renderAs('moe', code);
    const pressedButton = await liveButton();
    pressed.remove();
    fireEvent.pointerUp(pressedButton);
    await waitFor(async () => expect((await readGame(code)).players.find((p) => p.uid === 'moe')?.name).toBe('Moe'));
    second.unmount();
  });

  it('takes over a name still being typed with the focus and the caret after it, and an empty «Bli med» with its message', async () => {
    const code = await newRoom(['ann', 'bob']);
    const typing = earlyBox('Mo', 'none');
    const view = renderAs('moe', code);
    const field = await screen.findByLabelText('Navnet ditt i spillet', { selector: 'input:not([id^=early])' });
    expect(field).toHaveValue('Mo');
    expect(field).toHaveFocus();
    await waitFor(() => expect((field as HTMLInputElement).selectionStart).toBe(2));
    expect(screen.queryByText('Skriv inn navnet ditt.')).not.toBeInTheDocument();
    expect((await readGame(code)).players.some((p) => p.uid === 'moe')).toBe(false);
    expect(window.localStorage.getItem(SEAT_KEY + code)).toBeNull();
    view.unmount();
    typing.remove();

    const tried = earlyBox('', 'empty');
    const again = renderAs('moe', code);
    const live = await screen.findByLabelText('Navnet ditt i spillet', { selector: 'input:not([id^=early])' });
    await waitFor(() => expect(live).toHaveAccessibleDescription('Skriv inn navnet ditt.'));
    again.unmount();
    tried.remove();
  });

  it('shows the table card waiting for the game before it starts, and «deg» to the czar', async () => {
    const waiting = await newRoom(['ann', 'bob']);
    const view = renderAs('bob', waiting);
    expect(await screen.findByTestId('black-card')).toHaveTextContent('Venter på at spillet starter');
    view.unmount();
    const code = await startedRoom();
    const czar = renderAs('ann', code);
    expect(await screen.findByTestId('round-info')).toHaveTextContent('Runde 1 · Kortkonge: deg');
    expect(screen.getAllByTestId('black-card')).toHaveLength(1);
    czar.unmount();
  });

  it('asks a member without a seat for a name, and tells the creator that 3 players are needed', async () => {
    const code = await newRoom(['ann', 'bob']);
    const member = renderAs('moe', code);
    expect(await screen.findByRole('form', { name: 'Bli med i spillet' })).toBeInTheDocument();
    expect(screen.queryByTestId('cah-settings')).not.toBeInTheDocument();
    member.unmount();
    const creator = renderAs('ann', code);
    expect(await screen.findByTestId('start-problem')).toHaveTextContent(NEED_PLAYERS_TEXT);
    expect(screen.getByRole('button', { name: 'Start spillet' })).toBeDisabled();
    await act(() => joinGame(clients.cid.db, code, 'cid', 'Cid', false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start spillet' })).toBeEnabled());
    creator.unmount();
  });

  it("shows a player their own hand of 10, and the czar how many are still to play (skipping idle players, naming nobody), never another's cards", async () => {
    const code = await startedRoom();
    const bob = renderAs('bob', code);
    await waitFor(() => expect(screen.getAllByTestId('hand-card')).toHaveLength(10));
    const bobTexts = screen.getAllByTestId('hand-card').map((c) => c.textContent);
    bob.unmount();
    // bob has the room open; cid has no phone in the room, so the round does not wait for him.
    await db.seed(`presence/cah/${code}/bob/c1`, true);
    const czar = renderAs('ann', code);
    // Who is present refines the count once its read is in (CahBoard), maybe a render later.
    await waitFor(() => expect(screen.getByTestId('czar-waiting')).toHaveTextContent('Venter på 1 spiller til.'));
    expect((await screen.findAllByTestId('cah-player')).find((row) => row.textContent?.includes('CID'))).toHaveTextContent('Borte');
    await act(() => db.seed(`presence/cah/${code}/cid/c1`, true));
    await waitFor(() => expect(screen.getByTestId('czar-waiting')).toHaveTextContent('Venter på 2 spillere til.'));
    expect(screen.queryByTestId('hand')).not.toBeInTheDocument();
    for (const text of bobTexts) expect(screen.queryByText(text as string)).not.toBeInTheDocument();
    czar.unmount();
  });

  it('shows the plays without names once all have played, and the winner after the czar chose', async () => {
    const code = await startedRoom();
    const bobCard = await playFirst(code, 'bob');
    const view = renderAs('cid', code);
    await waitFor(() => expect(screen.getAllByTestId('hand-card')).toHaveLength(10));
    const cidCard = await act(() => playFirst(code, 'cid'));
    const judging = await screen.findByTestId('judging');
    expect(within(judging).getAllByTestId('judge-card').map((c) => c.textContent).sort()).toEqual([bobCard, cidCard].sort());
    expect(judging).not.toHaveTextContent(/BOB|CID/);
    // Only the czar's screen offers a choice.
    expect(within(judging).queryByRole('button')).not.toBeInTheDocument();
    const bobKey = ((await db.readAsOwner(`cah/plays/${code}/1/1/bob`)) as { key: string }).key;
    await act(async () => pickWinner(clients.ann.db, code, await readGame(code), 'ann', bobKey));
    // The names appear once the czar has chosen, and this phone gives bob his point.
    await screen.findByTestId('round-winner');
    await waitFor(() => expect(screen.getByTestId('round-winner')).toHaveTextContent('BOB vant runden!'));
    expect(screen.getByTestId('black-card')).toHaveTextContent(bobCard.replace(/[.!]+$/, ''));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Neste runde' })).toBeEnabled());
    await waitFor(async () => expect((await readGame(code)).players.find((p) => p.uid === 'bob')?.points).toBe(1), { timeout: 5000 });
    view.unmount();
  });
});
