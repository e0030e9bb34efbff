/**
 * A Battleshots room's first paint: the header and the room's status drawn from the REST
 * snapshot's value alone, with plain elements: no MUI, no Firebase SDK.
 */
import { screen } from '@testing-library/react';
import BattleshotsSnapshot from '@/features/battleshots/components/BattleshotsSnapshot';
import { HEAVY_PACKAGE, packagesReachedFrom } from '@/__tests__/components/support/importGraph';
import { renderScreen } from '@/__tests__/components/support/screen';

function room(game: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    settings: { name: 'Sjøslag', private: false, created_by: 'kari', game_active: true, allow_new_players: false },
    players: { kari: { name: 'Kari', points: 1 }, ola: { name: 'Ola', points: 0 } },
    challenger: 'ola',
    game: { turn: 'kari', ready: { kari: true, ola: true }, ...game },
    ...extra,
  };
}

const roomCard = () => document.querySelector('[data-room-card]');

describe('Battleshots first paint (BattleshotsSnapshot)', () => {
  it('paints the header and who plays whom, whose turn it is and the shots so far', () => {
    const shots = { ola: { A1: { at: 1, result: 'hit', ship: 0 }, A2: { at: 3, result: 'miss' } }, kari: { J10: { at: 2, result: 'miss' } } };
    renderScreen(<BattleshotsSnapshot id="Sjo01" value={room({ shots })} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sjøslag');
    expect(screen.getByTestId('room-code')).toHaveTextContent('Kode: Sjo01');
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeDisabled();
    expect(roomCard()).toHaveTextContent('Kari mot Ola');
    const status = screen.getByTestId('battleshots-status');
    expect(status).toHaveTextContent('Kari skal skyte.');
    expect(screen.getByRole('list', { name: 'Skudd' })).toHaveTextContent('Kari: 1 skudd, 0 treffOla: 2 skudd, 1 treff');
  });

  it('says the room waits for a challenger while the second seat is free', () => {
    renderScreen(<BattleshotsSnapshot id="Sjo01" value={room({ ready: {} }, { challenger: null })} />);
    expect(roomCard()).toHaveTextContent('Kari venter på en motspiller');
    expect(screen.queryByRole('list', { name: 'Skudd' })).not.toBeInTheDocument();
  });

  it('names the winner of a finished game', () => {
    renderScreen(<BattleshotsSnapshot id="Sjo01" value={room({ winner: 'ola', forfeit: 'kari' })} />);
    expect(screen.getByTestId('battleshots-status')).toHaveTextContent('Ola vant spillet: Kari ble borte.');
  });

  it('paints nothing for a value that is no Battleshots room', () => {
    const { container } = renderScreen(<BattleshotsSnapshot id="Sjo01" value={{ settings: {} }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reaches neither MUI nor the Firebase SDK', () => {
    const heavy = [...packagesReachedFrom('features/battleshots/components/BattleshotsSnapshot.tsx')].filter((p) => HEAVY_PACKAGE.test(p));
    expect(heavy).toEqual([]);
  });

  it("the live room and a player's game bring no MUI with their own chunks; the creator's seat controls do", () => {
    const styling = (file: string) => [...packagesReachedFrom(file, { followLazy: false })].filter((p) => /^(@mui\/|@emotion\/)/.test(p));
    expect(styling('features/battleshots/components/lazy.tsx')).toEqual([]);
    expect(styling('features/battleshots/components/BattleshotsRoom.tsx')).toEqual([]);
    expect(styling('features/battleshots/components/PlayerGame.tsx')).toEqual([]);
    expect(styling('features/battleshots/components/SeatControls.tsx')).toContain('@mui/material/Switch');
  });
});
