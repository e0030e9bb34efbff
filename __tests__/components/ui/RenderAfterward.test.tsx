import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { renderScreen } from '../support/screen';

/** Records, when it is committed, which of the secondary parts were committed with it. */
function Probe({ name, seen }: { name: string; seen: string[] }) {
  useLayoutEffect(() => {
    const text = document.body.textContent ?? '';
    seen.push(`${name}: ${['Spillere', 'Spørsmål'].filter((part) => text.includes(part)).join(', ') || '–'}`);
  }, [name, seen]);
  return <p>{name}</p>;
}

describe('RenderAfterward', () => {
  it('commits the main part first, then each child in a pass of its own, in order', async () => {
    const seen: string[] = [];
    renderScreen(
      <>
        <Probe name="Kortet" seen={seen} />
        <RenderAfterward>
          <section>
            <h2>Spillere</h2>
            <Probe name="første" seen={seen} />
          </section>
          {null}
          <section>
            <h2>Spørsmål</h2>
            <Probe name="andre" seen={seen} />
          </section>
        </RenderAfterward>
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Spørsmål' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spillere' })).toBeInTheDocument();
    expect(seen).toEqual(['Kortet: –', 'første: Spillere', 'andre: Spillere, Spørsmål']);
  });
});
