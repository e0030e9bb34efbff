import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import RenderAfterward from '@/components/ui/RenderAfterward';
import { renderScreen } from '../support/screen';

/** Records, when its update is committed, whether the secondary part was committed with it. */
function Main({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes('Spillere') ?? false);
  });
  return <p>Kortet</p>;
}

describe('RenderAfterward', () => {
  it('commits the main part first and its children in a later pass', async () => {
    const seen: boolean[] = [];
    renderScreen(
      <>
        <Main seen={seen} />
        <RenderAfterward>
          <h2>Spillere</h2>
        </RenderAfterward>
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Spillere' })).toBeInTheDocument();
    expect(screen.getByText('Kortet')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });
});
