import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import FestJoinForm, { type PartyJoinActions } from '@/features/fest/components/FestJoinForm';
import { liveActions } from '@/components/rooms/liveActions';
import { INVITE_VIEW, showInviteView } from '@/features/fest/components/inviteView';
import { EARLY_FORM, keepEarlySubmits } from '@/lib/browser/earlyForms';
import { serverRenderedPage } from '../support/earlyPaint';

// An invite link carries the party's password in its fragment; the join form puts it in its
// hidden box once mounted. A guest on a slow phone types a name and taps «Bli med» before the
// page's JavaScript has run: that submit must join with the link's password, not be refused for
// a password nobody was asked to type.

let stop: AbortController;
beforeEach(() => {
  stop = new AbortController();
  keepEarlySubmits({ addEventListener: (type: string, listener: EventListener, capture?: boolean) => document.addEventListener(type, listener, { capture, signal: stop.signal }) } as Pick<Document, 'addEventListener'>, EARLY_FORM);
  window.history.replaceState(null, '', '/fest/KodeA/#p=vaffel42');
});
afterEach(() => {
  stop.abort();
  window.history.replaceState(null, '', '/');
});

test('a name sent from an invite link before hydration joins with the link’s password', async () => {
  const joins: Array<[string, string]> = [];
  const slot = liveActions<PartyJoinActions>();
  slot.provide({ join: async (name, password) => void joins.push([name, password]) });
  const ui = <FestJoinForm actions={slot} />;
  const page = serverRenderedPage(ui);
  const form = page.querySelector('form')!;
  (form.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ola';
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(joins).toEqual([]);

  const root = await act(async () => hydrateRoot(page, ui));
  await act(async () => {});
  expect(joins).toEqual([['Ola', 'vaffel42']]);
  expect(page.textContent).not.toContain('Skriv inn passordet');
  // The fragment is gone from the address.
  expect(window.location.hash).toBe('');
  act(() => root.unmount());
  page.remove();
});

test('the page’s HTML shows the invited view before any script of the page has run, so «Bli med» does not move at hydration', () => {
  // The form as the export has it, with the inline script's function run where the parser would.
  const page = serverRenderedPage(<FestJoinForm actions={liveActions<PartyJoinActions>()} />);
  const script = page.querySelector('script')!;
  const visible = () => [...page.querySelectorAll('p, div')].filter((e) => !e.closest('[hidden]')).map((e) => e.textContent);
  expect(visible().join(' ')).toContain('passordet du har fått av verten');
  expect(page.querySelector<HTMLInputElement>('input[name="password"]')!.closest('[hidden]')).toBeNull();

  showInviteView(script, INVITE_VIEW);
  expect(visible().join(' ')).toContain('Passordet fulgte med lenken.');
  expect(visible().join(' ')).not.toContain('passordet du har fått av verten');
  expect(page.querySelector<HTMLInputElement>('input[name="password"]')!.closest('[hidden]')).not.toBeNull();
  // Without a password in the address nothing changes.
  window.history.replaceState(null, '', '/fest/KodeA/');
  page.innerHTML = renderToString(<FestJoinForm actions={liveActions<PartyJoinActions>()} />);
  showInviteView(page.querySelector('script'), INVITE_VIEW);
  expect(page.querySelector<HTMLInputElement>('input[name="password"]')!.closest('[hidden]')).toBeNull();
  page.remove();
});
