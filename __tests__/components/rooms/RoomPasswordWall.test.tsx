import { act, fireEvent, render, within } from '@testing-library/react';
import type { DbWrite } from '@/components/firebase/useDbWrite';
import { FirstPaintContext } from '@/components/ui/firstPaintCover';
import RoomPasswordWall from '@/components/rooms/RoomPasswordWall';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { earlyTapsScript } from '@/lib/browser/earlyTaps';

// The live wall takes the page's plain wall over in one commit, at the same place. A press that
// began on the plain «Bli med» and is released on the live one gets no click from the browser
// (two elements); the live wall must still send the password, and only for such a press.

// The head's script marks a press on a plain form's button (lib/browser/pressHandover.ts).
beforeAll(() => new Function(earlyTapsScript())());

const write: DbWrite = { run: async () => true, pending: false, error: null, slow: false, clear: () => {} };

/** The page's plain wall as the inline script paints it, with `password` typed. */
function plainWall(password: string): HTMLElement {
  const wall = earlyPasswordWall();
  const box = document.createElement('div');
  box.setAttribute('data-first-paint', '');
  box.innerHTML = wall.html;
  wall.wire(box, wall.args);
  document.body.append(box);
  const input = box.querySelector('input') as HTMLInputElement;
  fireEvent.input(input, { target: { value: password } });
  return box;
}

function liveWall(onSubmit: (password: string) => void) {
  const view = render(
    <FirstPaintContext.Provider value={{ covering: true, livePainted: () => {} }}>
      <RoomPasswordWall write={write} onSubmit={onSubmit} />
    </FirstPaintContext.Provider>,
  );
  const button = within(view.container).getByRole('button', { name: 'Bli med' });
  return { view, button };
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

test('a «Bli med» pressed on the plain wall and released on the live one sends the password once', async () => {
  const box = plainWall('hemmelig');
  fireEvent.pointerDown(box.querySelector('button') as HTMLButtonElement);
  const onSubmit = jest.fn();
  const { view, button } = liveWall(onSubmit);
  box.remove();
  fireEvent.pointerUp(button);
  await tick();
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith('hemmelig');
  view.unmount();
});

test('a release on the live wall without a press that began on the plain one sends nothing, nor does a press released elsewhere', async () => {
  const untouched = plainWall('hemmelig');
  const onSubmit = jest.fn();
  const first = liveWall(onSubmit);
  untouched.remove();
  fireEvent.pointerUp(first.button);
  await tick();
  expect(onSubmit).not.toHaveBeenCalled();
  first.view.unmount();

  const box = plainWall('hemmelig');
  fireEvent.pointerDown(box.querySelector('button') as HTMLButtonElement);
  const second = liveWall(onSubmit);
  box.remove();
  fireEvent.pointerUp(document.body);
  fireEvent.pointerUp(second.button);
  await tick();
  expect(onSubmit).not.toHaveBeenCalled();
  second.view.unmount();
});

test('a plain wall sent empty goes on saying why once the live wall has taken it over', async () => {
  const box = plainWall('');
  fireEvent.click(box.querySelector('button') as HTMLButtonElement);
  expect(box.querySelector('[role="status"]')).toHaveTextContent('Skriv passordet først.');
  const onSubmit = jest.fn();
  const { view } = liveWall(onSubmit);
  box.remove();
  await tick();
  const field = within(view.container).getByLabelText('Passord');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(within(view.container).getByText('Skriv passordet først.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  // Typing clears it, as on the plain wall.
  fireEvent.change(field, { target: { value: 'h' } });
  expect(within(view.container).queryByText('Skriv passordet først.')).not.toBeInTheDocument();
  view.unmount();
});

test('a password typed and sent on the plain wall is not taken over as refused', async () => {
  const box = plainWall('hemmelig');
  fireEvent.click(box.querySelector('button') as HTMLButtonElement);
  const onSubmit = jest.fn();
  const { view } = liveWall(onSubmit);
  box.remove();
  await tick();
  expect(onSubmit).toHaveBeenCalledWith('hemmelig');
  expect(within(view.container).queryByText('Skriv passordet først.')).not.toBeInTheDocument();
  view.unmount();
});
