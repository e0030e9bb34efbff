import { current, evict, liveCount, open, release, RELEASE_AFTER_MS, retain, watch, type LiveSource } from '@/components/firebase/liveReads';

/** A source the test drives by hand: `emit` sends a value, `stop` counts how often it was stopped. */
function handSource() {
  const hand = { emit: (() => undefined) as (value: string) => void, starts: 0, stop: jest.fn() };
  const source: LiveSource<string> = (emit) => {
    hand.starts += 1;
    hand.emit = emit;
    return hand.stop;
  };
  return { hand, source };
}

describe('live reads shared by id', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts one listener per id, whoever opens it again', () => {
    const { hand, source } = handSource();
    open('one#0', source);
    open('one#0', source);
    expect(hand.starts).toBe(1);
    evict('one#0');
  });

  it("keeps the latest value and tells its watchers whether it is the read's first", () => {
    const { hand, source } = handSource();
    open('two#0', source);
    const calls: boolean[] = [];
    const unwatch = watch('two#0', (first) => calls.push(first));
    expect(current('two#0')).toBeUndefined();
    hand.emit('a');
    hand.emit('b');
    expect(calls).toEqual([true, false]);
    expect(current('two#0')).toBe('b');
    unwatch();
    hand.emit('c');
    expect(calls).toEqual([true, false]);
    expect(current('two#0')).toBe('c');
    evict('two#0');
  });

  it('stops the listener and forgets the value a while after the last reader left', () => {
    const { hand, source } = handSource();
    open('a#0', source);
    retain('a#0');
    retain('a#0');
    hand.emit('kept');
    release('a#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS * 2);
    expect(hand.stop).not.toHaveBeenCalled(); // one reader is still there
    release('a#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS - 1);
    expect(hand.stop).not.toHaveBeenCalled();
    expect(current('a#0')).toBe('kept');
    jest.advanceTimersByTime(1);
    expect(hand.stop).toHaveBeenCalledTimes(1);
    expect(current('a#0')).toBeUndefined();
    // The next reader subscribes anew, and a value from the stopped listener is not taken.
    const late = hand.emit;
    open('a#0', source);
    expect(hand.starts).toBe(2);
    late('stale');
    expect(current('a#0')).toBeUndefined();
    evict('a#0');
  });

  it('keeps the listener when a reader comes back before the delay ends (navigating back)', () => {
    const { hand, source } = handSource();
    open('b#0', source);
    retain('b#0');
    release('b#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS / 2);
    retain('b#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS * 2);
    expect(hand.stop).not.toHaveBeenCalled();
    evict('b#0');
    expect(hand.stop).toHaveBeenCalledTimes(1);
  });

  it('stops a listener whose render never mounted', () => {
    const { hand, source } = handSource();
    const before = liveCount();
    open('c#0', source);
    expect(liveCount()).toBe(before + 1);
    jest.advanceTimersByTime(RELEASE_AFTER_MS);
    expect(hand.stop).toHaveBeenCalledTimes(1);
    expect(liveCount()).toBe(before);
  });
});
