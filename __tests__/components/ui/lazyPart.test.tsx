import { act, fireEvent, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPart, usePartLoaded } from '@/components/ui/lazyPart';
import { PART_LOAD_FAILED_TEXT } from '@/components/ui/PartLoadFailed';
import { renderScreen } from '../support/screen';

const chunkError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/part.js'), { name: 'ChunkLoadError' });

function Hello({ name }: { name: string }) {
  return <p>Hei {name}</p>;
}

/** A loader whose network the test switches on and off. */
function flakyLoader() {
  const state = { up: false, calls: 0 };
  const load = async () => {
    state.calls += 1;
    if (!state.up) throw chunkError();
    return { default: Hello };
  };
  return { state, load };
}

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('lazyPart', () => {
  it('shows its loading text, then the part', async () => {
    const Part = lazyPart(async () => ({ default: Hello }), { loading: <p>Laster delen</p> });
    renderScreen(<Part name="Kari" />);
    expect(screen.getByText('Laster delen')).toBeInTheDocument();
    expect(await screen.findByText('Hei Kari')).toBeInTheDocument();
  });

  it('a screen that waits for the code (usePartLoaded) shows the part in the commit that shows the screen', async () => {
    let release = () => {};
    const network = new Promise<void>((resolve) => (release = resolve));
    const Part = lazyPart(
      async () => {
        await network;
        return { default: Hello };
      },
      { loading: <p>Laster delen</p>, mui: false },
    );
    function Screen() {
      if (!usePartLoaded(Part, true)) return null;
      return (
        <section>
          <h1>Tittel</h1>
          <Part name="Kari" />
        </section>
      );
    }
    const { container } = renderScreen(<Screen />);
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => added.push(node.textContent ?? ''));
    });
    observer.observe(container, { childList: true, subtree: true });
    expect(container).toBeEmptyDOMElement();
    await act(async () => release());
    expect(await screen.findByText('Hei Kari')).toBeInTheDocument();
    observer.disconnect();
    // One commit with the heading and the part: the placeholder never showed beside the heading.
    expect(added).toEqual(['TittelHei Kari']);
  });

  it('a part that cannot load puts «Prøv igjen» in its place only, and the tap loads it', async () => {
    const { state, load } = flakyLoader();
    const Part = lazyPart(load, { loading: <p>Laster delen</p> });
    renderScreen(
      <main>
        <h1>Siden</h1>
        <Part name="Ola" />
      </main>,
    );
    await advance(30_000); // every back-off step while "online" but unreachable
    expect(screen.getByRole('alert')).toHaveTextContent(PART_LOAD_FAILED_TEXT);
    expect(screen.getByRole('heading', { name: 'Siden' })).toBeInTheDocument();
    const attempts = state.calls;
    expect(attempts).toBeGreaterThan(1);

    state.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await advance(0);
    expect(screen.getByText('Hei Ola')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline it waits for the network, and loads by itself when the phone is back online', async () => {
    const { state, load } = flakyLoader();
    online = false;
    const Part = lazyPart(load, { loading: <p>Laster delen</p> });
    renderScreen(<Part name="Per" />);
    await advance(60_000);
    // Still waiting, no error: offline does not use up the attempts.
    expect(screen.getByText('Laster delen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.calls).toBe(1);

    state.up = true;
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(screen.getByText('Hei Per')).toBeInTheDocument();
  });

  it('after a final failure, coming back online retries without a tap', async () => {
    const { state, load } = flakyLoader();
    const Part = lazyPart(load);
    renderScreen(<Part name="Siri" />);
    await advance(30_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    state.up = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(screen.getByText('Hei Siri')).toBeInTheDocument();
  });

  it('a bug inside the loaded part is not mistaken for a network failure', async () => {
    function Broken(): ReactNode {
      throw new Error('render bug');
    }
    class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
      state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      render() {
        return this.state.error ? <p>Skjermens grense: {this.state.error}</p> : this.props.children;
      }
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart(async () => ({ default: Broken }));
    renderScreen(
      <Outer>
        <Part />
      </Outer>,
    );
    await advance(0);
    expect(screen.getByText('Skjermens grense: render bug')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });
});
