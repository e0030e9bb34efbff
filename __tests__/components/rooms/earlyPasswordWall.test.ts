// The plain wall a private room's page paints first: a guest who types into it will need the live
// wall, whose code RoomGate then fetches beside sign-in (onEarlyPasswordTyped).
import { earlyPasswordWall, onEarlyPasswordTyped, takeEarlyPassword } from '@/components/rooms/earlyPasswordWall';

function paintWall(): HTMLInputElement {
  const box = document.createElement('div');
  const wall = earlyPasswordWall();
  box.innerHTML = wall.html;
  wall.wire(box, wall.args);
  document.body.replaceChildren(box);
  return box.querySelector('input')!;
}

function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('onEarlyPasswordTyped', () => {
  afterEach(() => document.body.replaceChildren());

  it('waits for the first key in the plain wall, then calls once', () => {
    const input = paintWall();
    const then = jest.fn();
    onEarlyPasswordTyped(then);
    expect(then).not.toHaveBeenCalled();
    type(input, 'h');
    type(input, 'he');
    expect(then).toHaveBeenCalledTimes(1);
    expect(takeEarlyPassword()).toMatchObject({ value: 'he', sent: false });
  });

  it('calls at once when the guest typed before the live part came', () => {
    type(paintWall(), 'hemmelig');
    const then = jest.fn();
    onEarlyPasswordTyped(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never calls on a page without the plain wall (a member, a public room), nor after cancelling', () => {
    const never = jest.fn();
    onEarlyPasswordTyped(never)();
    const input = paintWall();
    const cancelled = jest.fn();
    onEarlyPasswordTyped(cancelled)();
    type(input, 'x');
    expect(never).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
