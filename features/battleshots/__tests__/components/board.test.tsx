import { act, fireEvent, screen, within } from '@testing-library/react';
import Board from '@/features/battleshots/components/Board';
import HitAlert from '@/features/battleshots/components/HitAlert';
import LastShot from '@/features/battleshots/components/LastShot';
import type { BattleshotsRoom, GameState, Shot } from '@/features/battleshots/lib/game';
import type { CellView } from '@/features/battleshots/lib/view';
import { renderScreen } from '@/__tests__/components/support/screen';

function room(shots: Record<string, Shot[]>): BattleshotsRoom {
  const game: GameState = {
    turn: 'kari', pending: null, seq: 0, ready: new Set(['kari', 'ola']), shots, sunk: {}, winner: null, forfeit: null, revealed: {}, rematch: new Set(),
  };
  return {
    settings: { name: 'Sjøslag', private: false, createdBy: 'kari', gameActive: false, allowNewPlayers: false },
    challenger: 'ola',
    players: { kari: { uid: 'kari', name: 'Kari', points: 0 }, ola: { uid: 'ola', name: 'Ola', points: 0 } },
    game,
  };
}

describe('Board', () => {
  it('offers the 100 cells A1–J10 as buttons that say what is on them, and taps them by row and column', () => {
    const onTap = jest.fn();
    const cells = new Map<string, CellView>([['C7', 'hit'], ['A1', 'miss']]);
    renderScreen(<Board label="Motstanderens hav" cells={cells} onTap={onTap} canTap={(key) => key !== 'A1'} />);
    const sea = screen.getByRole('group', { name: 'Motstanderens hav' });
    expect(within(sea).getAllByRole('button')).toHaveLength(100);
    expect(within(sea).getByRole('button', { name: 'A1, bom' })).toBeDisabled();
    fireEvent.click(within(sea).getByRole('button', { name: 'C7, treff' }));
    fireEvent.click(within(sea).getByRole('button', { name: 'J10' }));
    expect(onTap.mock.calls).toEqual([[2, 6], [9, 9]]);
  });

  it('is a picture with a summary when it cannot be tapped', () => {
    renderScreen(<Board label="Ditt hav" cells={new Map<string, CellView>([['A1', 'hit'], ['A2', 'sunk'], ['B1', 'miss'], ['C1', 'ship']])} />);
    expect(screen.getByRole('img', { name: 'Ditt hav: 2 treff, 1 bom' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('LastShot', () => {
  it('tells the latest shot the same way to everyone, and announces a sinking', () => {
    const { rerender } = renderScreen(<LastShot room={room({ kari: [{ cell: 'B2', at: 1, result: 'miss', ship: null }] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Kari skjøt på B2: bom.');
    rerender(
      <LastShot
        room={room({
          kari: [{ cell: 'B2', at: 1, result: 'miss', ship: null }],
          ola: [{ cell: 'E2', at: 2, result: 'sunk', ship: 4 }],
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Jageren er senket! Ola traff E2, Kari drikker.');
    rerender(<LastShot room={room({ ola: [{ cell: 'C3', at: 3, result: null, ship: null }] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ola skyter på C3 …');
  });
});

describe('HitAlert', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the hit big, and goes away by itself or on a tap', () => {
    const onClose = jest.fn();
    renderScreen(<HitAlert alert={{ key: 'k', shooterName: 'Kari', cell: 'C7', sunk: 2 }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('SENKET!');
    expect(screen.getByRole('alert')).toHaveTextContent('Kari traff C7. Krysseren er senket!');
    fireEvent.click(screen.getByRole('button', { name: 'Skål, lukk' }));
    expect(onClose).toHaveBeenCalled();
    onClose.mockClear();
    act(() => jest.advanceTimersByTime(4000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
