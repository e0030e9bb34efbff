import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import LobbyCreateForm from '@/components/rooms/LobbyCreateForm';
import LobbyJoinForm from '@/components/rooms/LobbyJoinForm';
import { liveActions } from '@/components/rooms/liveActions';
import type { LobbyActions } from '@/components/rooms/lobbyActions';
import type { NewRoom } from '@/lib/rooms/data';
import { EARLY_FORM, keepEarlySubmits } from '@/lib/browser/earlyForms';
import { serverRenderedPage } from '../support/earlyPaint';
import { renderScreen } from '../support/screen';

// A lobby's join and create forms are plain elements in the page's HTML: they take typing and a
// submit before the live part (sign-in, the SDK) is there, and send once it hands them its actions.

function fakeLive() {
  const joined: string[] = [];
  const created: NewRoom[] = [];
  let refuse: string | null = null;
  const actions: LobbyActions = {
    join: async (typed) => {
      if (refuse) throw new Error(refuse);
      joined.push(typed);
    },
    create: async (room) => {
      if (refuse) throw new Error(refuse);
      created.push(room);
    },
  };
  return { actions, joined, created, refuseWith: (text: string) => (refuse = text) };
}

test('«Bli med» before the live part says «Kobler til …» and joins once it is there', async () => {
  const slot = liveActions<LobbyActions>();
  renderScreen(<LobbyJoinForm actions={slot} />);
  await userEvent.type(screen.getByLabelText('Romkode'), 'FestA');
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  expect(screen.getByRole('status')).toHaveTextContent('Kobler til …');
  expect(screen.getByRole('button', { name: 'Bli med' })).toBeDisabled();

  const live = fakeLive();
  await act(async () => slot.provide(live.actions));
  expect(live.joined).toEqual(['FestA']);
  expect(screen.getByRole('status')).not.toHaveTextContent('Kobler til …');
});

test('an empty code says why nothing happens; a refusal shows its message, and typing clears it', async () => {
  const slot = liveActions<LobbyActions>();
  const live = fakeLive();
  slot.provide(live.actions);
  renderScreen(<LobbyJoinForm actions={slot} />);
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  expect(await screen.findByText('Skriv romkoden først.')).toBeInTheDocument();
  expect(live.joined).toEqual([]);

  live.refuseWith('Fant ikke noe rom med koden «zzzzz». Sjekk koden og prøv igjen.');
  await userEvent.type(screen.getByLabelText('Romkode'), 'zzzzz');
  expect(screen.queryByText('Skriv romkoden først.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Bli med' }));
  expect(await screen.findByText(/Fant ikke noe rom med koden «zzzzz»/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Romkode'), 'x');
  expect(screen.queryByText(/Fant ikke noe rom/)).not.toBeInTheDocument();
});

test('the create form checks its fields in Norwegian, needs a password for a private room, and creates with the shown code', async () => {
  const slot = liveActions<LobbyActions>();
  const live = fakeLive();
  slot.provide(live.actions);
  renderScreen(<LobbyCreateForm actions={slot} />);
  const code = (screen.getByTestId('new-room-code') as HTMLInputElement).value;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/); // easy to say aloud: no look-alikes, one case

  await userEvent.click(screen.getByRole('button', { name: 'Lag rom' }));
  expect(screen.getByText('Skriv inn navnet på rommet.')).toBeInTheDocument();
  expect(screen.getByText('Skriv inn navnet ditt.')).toBeInTheDocument();
  expect(live.created).toEqual([]);

  await userEvent.type(screen.getByLabelText('Navn på rommet'), '  Fredagsfest  ');
  await userEvent.type(screen.getByLabelText('Ditt navn'), 'Kari');
  await userEvent.click(screen.getByLabelText('Privat spill'));
  await userEvent.click(screen.getByRole('button', { name: 'Lag rom' }));
  expect(screen.getByText('Et privat rom trenger et passord.')).toBeInTheDocument();
  expect(live.created).toEqual([]);

  await userEvent.type(screen.getByLabelText('Passord'), 'hemmelig');
  await userEvent.click(screen.getByRole('button', { name: 'Lag rom' }));
  expect(live.created).toEqual([{ code, name: 'Fredagsfest', creatorName: 'Kari', private: true, password: 'hemmelig' }]);
  // The next room gets a code of its own.
  expect((screen.getByTestId('new-room-code') as HTMLInputElement).value).not.toBe(code);
});

test('«Lag en ny kode» shows another code', async () => {
  renderScreen(<LobbyCreateForm actions={liveActions<LobbyActions>()} />);
  const first = (screen.getByTestId('new-room-code') as HTMLInputElement).value;
  await userEvent.click(screen.getByRole('button', { name: 'Lag en ny kode' }));
  expect((screen.getByTestId('new-room-code') as HTMLInputElement).value).not.toBe(first);
});

describe('a submit before hydration', () => {
  let stop: AbortController;
  beforeEach(() => {
    stop = new AbortController();
    // The head's script, on this test's document.
    keepEarlySubmits({ addEventListener: (type: string, listener: EventListener, capture?: boolean) => document.addEventListener(type, listener, { capture, signal: stop.signal }) } as Pick<Document, 'addEventListener'>, EARLY_FORM);
  });
  afterEach(() => stop.abort());

  test('stays on the page and is marked sent', async () => {
    // The page's HTML before its JavaScript: a marked form with a code typed in.
    const page = document.createElement('div');
    page.innerHTML = `<form ${EARLY_FORM.form}=""><input name="code" value="FestA"><button type="submit">Bli med</button></form>`;
    document.body.append(page);
    const kept = new Event('submit', { bubbles: true, cancelable: true });
    page.querySelector('form')!.dispatchEvent(kept);
    expect(kept.defaultPrevented).toBe(true);
    expect(page.querySelector('form')!.hasAttribute(EARLY_FORM.sent)).toBe(true);
    page.remove();
  });

  test('a code typed and sent before hydration is joined once the form has hydrated, and only once', async () => {
    const slot = liveActions<LobbyActions>();
    const live = fakeLive();
    slot.provide(live.actions);
    const ui = <LobbyJoinForm actions={slot} />;
    const page = serverRenderedPage(ui);
    const form = page.querySelector('form')!;
    (form.querySelector('input[name="code"]') as HTMLInputElement).value = 'FestA';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(live.joined).toEqual([]);

    const root = await act(async () => hydrateRoot(page, ui));
    await act(async () => {});
    expect(live.joined).toEqual(['FestA']);
    // What was typed stays in the field.
    expect((form.querySelector('input[name="code"]') as HTMLInputElement).value).toBe('FestA');
    expect(form.hasAttribute(EARLY_FORM.sent)).toBe(false);
    act(() => root.unmount());
    page.remove();
  });

  test('a hydrated form handles its submits itself', async () => {
    const slot = liveActions<LobbyActions>();
    const live = fakeLive();
    slot.provide(live.actions);
    const { container } = renderScreen(<LobbyJoinForm actions={slot} />);
    const form = container.querySelector('form')!;
    expect(form.hasAttribute(EARLY_FORM.live)).toBe(true);
    fireEvent.change(within(form).getByLabelText('Romkode'), { target: { value: 'KodeB' } });
    fireEvent.submit(form);
    await act(async () => {});
    expect(live.joined).toEqual(['KodeB']);
    expect(form.hasAttribute(EARLY_FORM.sent)).toBe(false);
  });
});
