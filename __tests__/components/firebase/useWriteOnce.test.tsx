import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { useWriteOnce, type WriteOnceKey } from '@/components/firebase/useWriteOnce';
import { renderScreen } from '../support/screen';

type Props = { keyNow: WriteOnceKey; write: () => unknown };

function setup(initial: Props) {
  return renderHook(({ keyNow, write }: Props) => useWriteOnce(keyNow, write), { initialProps: initial });
}

describe('useWriteOnce', () => {
  it('writes nothing while the condition does not hold', () => {
    const write = jest.fn();
    const { rerender } = setup({ keyNow: null, write });
    rerender({ keyNow: false, write });
    rerender({ keyNow: undefined, write });
    expect(write).not.toHaveBeenCalled();
  });

  it('writes once when the condition starts to hold, however often the screen renders after', () => {
    const write = jest.fn();
    const { rerender } = setup({ keyNow: null, write });
    rerender({ keyNow: 'join', write });
    rerender({ keyNow: 'join', write: jest.fn() });
    rerender({ keyNow: 'join', write });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes again for a new key, never twice for one key while mounted', () => {
    const write = jest.fn();
    const { rerender } = setup({ keyNow: 'a', write });
    rerender({ keyNow: 'b', write });
    rerender({ keyNow: null, write });
    rerender({ keyNow: 'a', write });
    rerender({ keyNow: 'b', write });
    rerender({ keyNow: 'c', write });
    expect(write.mock.calls).toHaveLength(3);
  });

  it('runs the newest write passed, not the one from the first render', () => {
    const first = jest.fn();
    const newest = jest.fn();
    const { rerender } = setup({ keyNow: null, write: first });
    rerender({ keyNow: 'seat', write: newest });
    expect(first).not.toHaveBeenCalled();
    expect(newest).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed write for the same key; a new key tries again', async () => {
    const write = jest.fn(() => Promise.resolve(false));
    const { rerender } = setup({ keyNow: 'draw:1', write });
    await act(async () => {
      rerender({ keyNow: 'draw:1', write });
    });
    expect(write).toHaveBeenCalledTimes(1);
    rerender({ keyNow: 'draw:2', write });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('forget makes a key new again', () => {
    const write = jest.fn();
    const { result, rerender } = setup({ keyNow: 'reveal', write });
    rerender({ keyNow: null, write });
    rerender({ keyNow: 'reveal', write });
    expect(write).toHaveBeenCalledTimes(1);
    rerender({ keyNow: null, write });
    act(() => result.current('reveal'));
    rerender({ keyNow: 'reveal', write });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('a new mount is a new start', () => {
    const write = jest.fn();
    setup({ keyNow: 'join', write }).unmount();
    setup({ keyNow: 'join', write });
    expect(write).toHaveBeenCalledTimes(2);
  });

  it("writes once under StrictMode's double effects", () => {
    const write = jest.fn();
    function Probe() {
      useWriteOnce('join', write);
      return null;
    }
    renderScreen(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(write).toHaveBeenCalledTimes(1);
  });
});
