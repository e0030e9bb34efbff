import { QUIET_WINDOW_MS } from '@/lib/browser/afterLoad';
import { warmUpTheme } from '@/components/ui/lazyPart';

// Counts how often MUI's theme module is evaluated: that evaluation is the cost being scheduled.
let mockThemeEvaluations = 0;
jest.mock('@/components/ui/MuiTheme', () => {
  mockThemeEvaluations += 1;
  return { __esModule: true, default: () => null };
});

type Callback = () => void;
let longTaskListeners: Callback[] = [];

class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(private readonly callback: Callback) {}
  observe() {
    longTaskListeners.push(this.callback);
  }
  disconnect() {
    longTaskListeners = longTaskListeners.filter((l) => l !== this.callback);
  }
}

const longTask = () => longTaskListeners.forEach((l) => l());

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  Reflect.deleteProperty(document, 'readyState');
  longTaskListeners = [];
});

it("creates MUI's theme only once the page has loaded and settled, not while it is still busy", async () => {
  const cancel = warmUpTheme();
  // Hydration and the first taps happen here: no MUI yet, however long loading takes.
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mockThemeEvaluations).toBe(0);

  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(QUIET_WINDOW_MS - 500);
  longTask(); // still busy: the quiet stretch starts over
  await jest.advanceTimersByTimeAsync(QUIET_WINDOW_MS - 500);
  expect(mockThemeEvaluations).toBe(0);

  await jest.advanceTimersByTimeAsync(500 + 200);
  expect(mockThemeEvaluations).toBe(1);
  cancel();
});
