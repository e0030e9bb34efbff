/**
 * The quest log's first paint: the visible quests and the log's name from the REST
 * snapshot, no SDK; then the live log replaces them in the same commit. Live side: real localdb.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QuestLog from '@/features/quest/components/QuestLog';
import QuestSnapshot from '@/features/quest/components/QuestSnapshot';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';
import { newQuest, storedQuest } from '@/features/quest/lib/quest';
import { SNAPSHOT_GLOBAL, type SnapshotOutcome } from '@/lib/rooms/snapshot';
import type { TestClient } from '@/localdb/testing';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';
import { HEAVY_PACKAGE, packagesReachedFrom } from '@/__tests__/components/support/importGraph';
import { questSnapshot } from '@/features/quest/snapshot';

// The live log paints while sign-in is still going on: a loading session, and a uid for the log.
const signingIn = { status: 'loading' } as const;
jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));
jest.setTimeout(60_000);

const quest = (id: string, title: string, extra: object = {}) => storedQuest({ ...newQuest(id, { title, description: '', reward: '' }), ...extra });

/** `questlog/{id}/quests` as the REST read returns it (JSON keys in any order). */
const VISIBLE = {
  a4: quest('a4', 'Vunnet', { visible: true, completed: true, reward: '50 gull' }),
  a1: quest('a1', 'Finn kartet', { visible: true, description: 'Det ligger\ni tårnet' }),
  a3: quest('a3', 'Tapt sak', { visible: true, failed: true }),
};

describe('quest log snapshot view', () => {
  it('draws the heading and the visible quests as a player sees them, the invite button waiting', () => {
    renderScreen(<QuestSnapshot id="Q1" value={VISIBLE} also="Dragejakten" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeDisabled();
    const cards = screen.getAllByTestId('quest');
    // In the order they were created, as the live log lists them.
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Finn kartet', 'Tapt sak', 'Vunnet']);
    expect(within(cards[0]).getByRole('heading', { name: 'Finn kartet' })).toHaveAttribute('data-room-card');
    expect(within(cards[1]).getByRole('heading', { name: 'Tapt sak' })).not.toHaveAttribute('data-room-card');

    expect(cards[0].dataset.status).toBe('open');
    expect(within(cards[0]).getByTestId('quest-open-icon')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/Det ligger/)).toHaveTextContent('Det ligger i tårnet');
    expect(within(cards[0]).getByText('No reward')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Quest failed...')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('quest-failed-icon')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Quest completed!')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Belønning: 50 gull')).toBeInTheDocument();
    expect(within(cards[2]).getByTestId('quest-completed-icon')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('reaches neither MUI nor the Firebase SDK (the live log does)', () => {
    const heavy = (file: string) => [...packagesReachedFrom(file)].filter((p) => HEAVY_PACKAGE.test(p));
    expect(heavy('features/quest/components/QuestSnapshot.tsx')).toEqual([]);
    expect(heavy('features/quest/components/QuestLog.tsx')).toEqual(expect.arrayContaining(['@mui/material/Switch', 'firebase/database']));
  });

  it("a player's live log brings no MUI with its own chunk; the creator's parts do", () => {
    const styling = (file: string) => [...packagesReachedFrom(file, { followLazy: false })].filter((p) => /^(@mui\/|@emotion\/)/.test(p));
    expect(styling('features/quest/components/lazy.tsx')).toEqual([]);
    expect(styling('features/quest/components/QuestScreen.tsx')).toEqual([]);
    expect(styling('features/quest/components/CreatorView.tsx')).toContain('@mui/material/Switch');
    expect(styling('features/quest/components/CreateGameForm.tsx')).toContain('@mui/material/Button');
  });

  it('a log with no visible quests yet paints its heading and the empty text as the main text', () => {
    renderScreen(<QuestSnapshot id="Q1" value={{}} also="Dragejakten" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ingenting å vise her');
    expect(screen.getByRole('status')).toHaveAttribute('data-room-card');
    expect(screen.queryByTestId('quest')).not.toBeInTheDocument();
  });

  it('without a readable name the heading says «Questlog»; no quests and no name paints nothing', () => {
    const { unmount } = renderScreen(<QuestSnapshot id="Q1" value={VISIBLE} also={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Questlog' })).toBeInTheDocument();
    unmount();
    const { container } = renderScreen(<QuestSnapshot id="Q1" value={{ junk: 1 }} also={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('quest log: the live screen takes over', () => {
  const db = setupScreenDb('quest-first-paint', { users: ['gm', 'player'] });
  let n = 0;
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL];
  });

  async function room() {
    const id = `P${++n}`;
    await db.seed(`/questlog/${id}`, {
      name: 'Dragejakten',
      settings: { created_by: 'gm', created_at: Date.now(), shape: 2 },
      quests: VISIBLE,
      hidden: { a2: quest('a2', 'Forræderen') },
    });
    return id;
  }

  /** Renders the live log under a cover; returns what was on screen when the cover ended. */
  function renderCovered(client: TestClient, uid: string, id: string) {
    const seen: { h1: string[]; quests: string[] }[] = [];
    const livePainted = jest.fn(() => {
      seen.push({
        h1: screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent ?? ''),
        quests: screen.queryAllByTestId('quest').map((q) => q.getAttribute('aria-label') ?? ''),
      });
    });
    // What the first commit that put anything under the cover showed (a part still loading would
    // show the heading without the quests).
    const first: { h1: string[]; quests: string[] }[] = [];
    const view = renderScreen(
      <FirstPaintContext.Provider value={{ covering: true, livePainted }}>
        <QuestLog id={id} />
      </FirstPaintContext.Provider>,
      { client, uid, session: signingIn },
    );
    const observer = new MutationObserver(() => {
      if (first.length > 0 || view.container.childElementCount === 0) return;
      first.push({
        h1: screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent ?? ''),
        quests: screen.queryAllByTestId('quest').map((q) => q.getAttribute('aria-label') ?? ''),
      });
    });
    observer.observe(view.container, { childList: true, subtree: true });
    return { ...view, livePainted, seen, first };
  }

  it('a player: nothing under the cover until the heading and the quests paint in one commit', async () => {
    const id = await room();
    const { container, livePainted, seen, first } = renderCovered(db.clients.player, 'player', id);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(livePainted).toHaveBeenCalled());
    expect(seen[0]).toEqual({ h1: ['Questlog for Dragejakten'], quests: ['Finn kartet', 'Tapt sak', 'Vunnet'] });
    await waitFor(() => expect(first).toHaveLength(1));
    expect(first[0]).toEqual(seen[0]);
  });

  it('the creator: the cover ends with the hidden quests already there', async () => {
    const id = await room();
    const { container, livePainted, seen, first } = renderCovered(db.clients.gm, 'gm', id);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(livePainted).toHaveBeenCalled());
    expect(seen[0]).toEqual({ h1: ['Questlog for Dragejakten'], quests: ['Finn kartet', 'Forræderen', 'Tapt sak', 'Vunnet'] });
    // The creator's code (a part of its own) was waited for as well: no commit before showed less.
    await waitFor(() => expect(first).toHaveLength(1));
    expect(first[0]).toEqual(seen[0]);
  });

  it('on the page: the snapshot paints first, then the live log replaces it (a quest shown after the read appears)', async () => {
    const id = await room();
    window.history.replaceState(null, '', `/quest/${id}/`);
    const outcome: SnapshotOutcome = { status: 'value', value: VISIBLE, also: 'Dragejakten' };
    (window as unknown as Record<string, unknown>)[SNAPSHOT_GLOBAL] = { path: `questlog/${id}/quests`, id, outcome: Promise.resolve(outcome) };
    // The game master shows one more quest right after the REST read.
    await db.seed(`/questlog/${id}/quests/a5`, quest('a5', 'Redd katten', { visible: true }));
    renderScreen(<RoomFirstPaint source={questSnapshot} snapshot={QuestSnapshot} live={() => <QuestLog id={id} />} />, {
      client: db.clients.player,
      uid: 'player',
      session: signingIn,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questlog for Dragejakten' })).toBeInTheDocument();
    expect(screen.getAllByTestId('quest')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeDisabled();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('article', { name: 'Redd katten' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByTestId('quest')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeEnabled();
  });
});
