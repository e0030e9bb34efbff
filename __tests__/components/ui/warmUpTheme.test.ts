import { QUIET_WINDOW_MS } from '@/lib/browser/afterLoad';
import { warmUpTheme } from '@/components/ui/lazyPart';
import { installLongTaskObserver } from '../../support/longTasks';

// Counts how often MUI's theme module is evaluated: that evaluation is the cost being scheduled.
let mockThemeEvaluations = 0;
jest.mock('@/components/ui/MuiTheme', () => {
  mockThemeEvaluations += 1;
  return { __esModule: true, default: () => null };
});

let observer: ReturnType<typeof installLongTaskObserver>;

beforeEach(() => {
  jest.useFakeTimers();
  observer = installLongTaskObserver();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  observer.uninstall();
  Reflect.deleteProperty(document, 'readyState');
});

it("creates MUI's theme only once the page has loaded and settled, not while it is still busy", async () => {
  const cancel = warmUpTheme();
  // Hydration and the first taps happen here: no MUI yet, however long loading takes.
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mockThemeEvaluations).toBe(0);

  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(QUIET_WINDOW_MS - 500);
  observer.longTask(); // still busy: the quiet stretch starts over
  await jest.advanceTimersByTimeAsync(QUIET_WINDOW_MS - 500);
  expect(mockThemeEvaluations).toBe(0);

  await jest.advanceTimersByTimeAsync(500 + 200);
  expect(mockThemeEvaluations).toBe(1);
  cancel();
});
