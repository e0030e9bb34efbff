import { render } from '@testing-library/react';
import { memo } from 'react';
import { useSameContent } from '@/components/firebase/useSameContent';

type Player = { key: string; name: string };

/** A room screen as the database hands it over: a new object for every change. */
function Screen({ players, card, onList }: { players: Player[]; card: string; onList: (players: readonly Player[]) => void }) {
  const kept = useSameContent(players);
  return (
    <>
      <p>{card}</p>
      <List players={kept} onList={onList} />
    </>
  );
}
const List = memo(function List({ players, onList }: { players: readonly Player[]; onList: (players: readonly Player[]) => void }) {
  onList(players);
  return (
    <ul>
      {players.map((p) => (
        <li key={p.key}>{p.name}</li>
      ))}
    </ul>
  );
});

describe('useSameContent', () => {
  it('keeps the list it had while only the card changes, so a memo part skips the render', () => {
    const rendered: Array<readonly Player[]> = [];
    const onList = (players: readonly Player[]) => rendered.push(players);
    const page = render(<Screen players={[{ key: 'p1', name: 'Ola' }]} card="Første kort" onList={onList} />);
    page.rerender(<Screen players={[{ key: 'p1', name: 'Ola' }]} card="Andre kort" onList={onList} />);
    page.rerender(<Screen players={[{ key: 'p1', name: 'Ola' }]} card="Tredje kort" onList={onList} />);
    expect(page.getByText('Tredje kort')).toBeInTheDocument();
    expect(rendered).toHaveLength(1);
  });

  it('hands on a changed list at once, in the same render', () => {
    const rendered: Array<readonly Player[]> = [];
    const onList = (players: readonly Player[]) => rendered.push(players);
    const page = render(<Screen players={[{ key: 'p1', name: 'Ola' }]} card="Første kort" onList={onList} />);
    page.rerender(<Screen players={[{ key: 'p1', name: 'Ola' }, { key: 'p2', name: 'Kari' }]} card="Første kort" onList={onList} />);
    expect(page.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ola', 'Kari']);
    expect(rendered.map((players) => players.length)).toEqual([1, 2]);
    // And keeps that one from then on.
    page.rerender(<Screen players={[{ key: 'p1', name: 'Ola' }, { key: 'p2', name: 'Kari' }]} card="Andre kort" onList={onList} />);
    expect(rendered).toHaveLength(2);
  });
});
