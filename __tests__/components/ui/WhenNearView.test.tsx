import { act, screen } from '@testing-library/react';
import WhenNearView from '@/components/ui/WhenNearView';
import { renderScreen } from '../support/screen';

// jsdom has no IntersectionObserver; this one lets the test say when the spot comes into view.
type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; margin?: string; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private record: (typeof observers)[number];
    constructor(callback: Callback, options?: { rootMargin?: string }) {
      this.record = { callback, margin: options?.rootMargin, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const live = () => observers.filter((o) => !o.disconnected);

describe('WhenNearView', () => {
  it('shows the placeholder until the spot nears the viewport, then the content for good', () => {
    renderScreen(
      <WhenNearView placeholder={<p>Henter …</p>} margin="300px">
        <p>Innhold</p>
      </WhenNearView>,
    );
    expect(screen.getByText('Henter …')).toBeInTheDocument();
    expect(screen.queryByText('Innhold')).not.toBeInTheDocument();
    expect(live()).toHaveLength(1);
    expect(live()[0].margin).toBe('300px');

    act(() => live()[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Innhold')).not.toBeInTheDocument();

    act(() => live()[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('Innhold')).toBeInTheDocument();
    expect(screen.queryByText('Henter …')).not.toBeInTheDocument();
    // Once shown it stays: nothing watches the spot any more.
    expect(live()).toHaveLength(0);
  });
});
