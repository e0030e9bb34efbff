/**
 * A Cah room's first paint: the header and the black card drawn from the REST snapshot's value
 * (the room and the bank's black cards) alone, with plain elements: no MUI, no Firebase SDK.
 */
import { screen } from '@testing-library/react';
import CahSnapshot from '@/features/cah/components/CahSnapshot';
import { HEAVY_PACKAGE, packagesReachedFrom } from '@/__tests__/components/support/importGraph';
import { renderScreen } from '@/__tests__/components/support/screen';

const blackCards = {
  b001: { text: 'Hva gjemmer pappa i garasjen?', pick: 1 },
  b002: { text: 'Det beste med norsk sommer er ____.', pick: 1 },
};

function room(round: Record<string, unknown> | null, status = 1, plays: Record<string, unknown> = {}) {
  return {
    settings: { name: 'Kortkveld', created_by: 'ann', game_status: status, game_number: 1, private: false },
    players: { ann: { name: 'Ann', seat: 1 }, bob: { name: 'Bob', seat: 2 } },
    ...(round ? { round } : {}),
    selected_cards: plays,
  };
}

const roomCard = () => document.querySelector('[data-room-card]');

describe('Cah first paint (CahSnapshot)', () => {
  it('paints the header and the running round’s black card, for anyone who opens the room', () => {
    renderScreen(<CahSnapshot id="Kort1" value={room({ number: 2, czar: 'bob', black: 'b002', pick: 1, phase: 'playing' })} also={blackCards} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Kortkveld');
    expect(screen.getByTestId('room-code')).toHaveTextContent('Kode: Kort1');
    // The live parts are not there yet: the invite button waits for them.
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeDisabled();
    expect(roomCard()).toHaveTextContent('Det beste med norsk sommer er .');
    expect(screen.getByTestId('round-info')).toHaveTextContent('Runde 2 · Kortkonge: Bob');
    expect(screen.getByTestId('black-card')).toHaveTextContent('Velg 1 kort');
  });

  it('fills in the winning answer once the czar has chosen', () => {
    const value = room({ number: 1, czar: 'ann', black: 'b002', pick: 1, phase: 'result', winner: 'k1' }, 1, { k1: { round: 1, cards: { c0: { text: 'Myggen.' } } } });
    renderScreen(<CahSnapshot id="Kort1" value={value} also={blackCards} />);
    expect(roomCard()).toHaveTextContent('Det beste med norsk sommer er Myggen.');
  });

  it('says what the room waits for when no round runs', () => {
    renderScreen(<CahSnapshot id="Kort1" value={room(null, 0)} also={blackCards} />);
    expect(roomCard()).toHaveTextContent('Venter på at spillet starter');
    expect(screen.queryByTestId('round-info')).not.toBeInTheDocument();
  });

  it('shows the room with a placeholder card when the black cards could not be read', () => {
    renderScreen(<CahSnapshot id="Kort1" value={room({ number: 1, czar: 'ann', black: 'b001', pick: 1 })} also={null} />);
    expect(roomCard()).toHaveTextContent('…');
    expect(screen.getByTestId('round-info')).toHaveTextContent('Runde 1');
  });

  it('paints nothing for a value that is no Cah room (the live screen explains)', () => {
    const { container } = renderScreen(<CahSnapshot id="Kort1" value={{ something: 'else' }} also={blackCards} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reaches neither MUI nor the Firebase SDK', () => {
    const heavy = [...packagesReachedFrom('features/cah/components/CahSnapshot.tsx')].filter((p) => HEAVY_PACKAGE.test(p));
    expect(heavy).toEqual([]);
    // The same check finds them in the live room.
    expect([...packagesReachedFrom('features/cah/components/CahRoom.tsx')].filter((p) => HEAVY_PACKAGE.test(p))).toEqual(
      expect.arrayContaining(['@mui/material/Typography', 'firebase/database']),
    );
  });
});
