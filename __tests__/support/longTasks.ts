// A stand-in for the browser's long-task PerformanceObserver (jsdom has none), so a test decides
// when the main thread is busy: afterPageSettled waits for a stretch without long tasks.

type Callback = () => void;
let listeners: Callback[] = [];

class FakeLongTaskObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(private readonly callback: Callback) {}
  observe() {
    listeners.push(this.callback);
  }
  disconnect() {
    listeners = listeners.filter((l) => l !== this.callback);
  }
}

/** Installs the fake observer; `longTask()` reports one long task to everyone watching. */
export function installLongTaskObserver() {
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeLongTaskObserver, configurable: true });
  return {
    longTask: () => listeners.forEach((l) => l()),
    watching: () => listeners.length,
    uninstall: () => {
      Reflect.deleteProperty(globalThis, 'PerformanceObserver');
      listeners = [];
    },
  };
}
