import { afterPageSettled, BACKGROUND_DELAY_MS, MAX_WAIT_MS, QUIET_WINDOW_MS } from '@/lib/browser/afterLoad';
import { installLongTaskObserver } from '../../support/longTasks';

let observer: ReturnType<typeof installLongTaskObserver> | null = null;
const longTask = () => observer?.longTask();

describe('afterPageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    observer?.uninstall();
    observer = null;
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for load, then for a quiet stretch without long tasks', () => {
    observer = installLongTaskObserver();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const run = jest.fn();
    afterPageSettled(run);
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(QUIET_WINDOW_MS - 500);
    longTask(); // still hydrating: the quiet stretch starts over
    jest.advanceTimersByTime(QUIET_WINDOW_MS - 500);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500 + 200);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer?.watching()).toBe(0);
  });

  it('gives up waiting for quiet after the maximum wait', () => {
    observer = installLongTaskObserver();
    const run = jest.fn();
    afterPageSettled(run);
    for (let t = 0; t < MAX_WAIT_MS; t += 1000) {
      longTask();
      jest.advanceTimersByTime(1000);
    }
    jest.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('uses a fixed pause where long tasks cannot be observed, and can be cancelled', () => {
    const run = jest.fn();
    afterPageSettled(run);
    jest.advanceTimersByTime(BACKGROUND_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(201);
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = afterPageSettled(cancelled);
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(MAX_WAIT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
