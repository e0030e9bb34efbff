import { evict, liveCount, registerStop, release, RELEASE_AFTER_MS, retain } from '@/components/firebase/liveReads';

type Globals = { _reactFirePreloadedObservables?: Map<string, unknown> };

describe('live read lifetime', () => {
  let cache: Map<string, unknown>;
  beforeEach(() => {
    jest.useFakeTimers();
    cache = new Map();
    (globalThis as Globals)._reactFirePreloadedObservables = cache;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as Globals)._reactFirePreloadedObservables;
  });

  it('stops the listener and forgets the cached entry a while after the last reader left', () => {
    const stop = jest.fn();
    cache.set('a#0', {});
    registerStop('a#0', stop);
    retain('a#0');
    retain('a#0');
    release('a#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS * 2);
    expect(stop).not.toHaveBeenCalled(); // one reader is still there
    release('a#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS - 1);
    expect(stop).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(cache.has('a#0')).toBe(false);
  });

  it('keeps the listener when a reader comes back before the delay ends (navigating back)', () => {
    const stop = jest.fn();
    registerStop('b#0', stop);
    retain('b#0');
    release('b#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS / 2);
    retain('b#0');
    jest.advanceTimersByTime(RELEASE_AFTER_MS * 2);
    expect(stop).not.toHaveBeenCalled();
    evict('b#0');
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops a listener whose render never mounted', () => {
    const stop = jest.fn();
    const before = liveCount();
    registerStop('c#0', stop);
    jest.advanceTimersByTime(RELEASE_AFTER_MS);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(liveCount()).toBe(before);
  });
});
