// A guest who starts on a Cah room's plain name box will need the round next: its code is fetched
// once they touch the box (onEarlyFieldUsed with focus), not after their seat is confirmed.
import { onEarlyFieldUsed } from '@/components/rooms/earlyField';
import { cahEarlyJoin, EARLY_JOIN, paintJoinForm } from '@/features/cah/components/earlyJoinForm';

function paintBox(): HTMLInputElement {
  const join = cahEarlyJoin();
  const box = document.createElement('div');
  box.innerHTML = paintJoinForm(join.args, 'KortA');
  join.wire(box, join.args);
  document.body.replaceChildren(box);
  return box.querySelector('input')!;
}

describe('onEarlyFieldUsed on the name box', () => {
  afterEach(() => document.body.replaceChildren());

  it('calls once when a finger goes in the box, not again when typing follows', () => {
    const input = paintBox();
    const then = jest.fn();
    onEarlyFieldUsed(EARLY_JOIN, then, { focus: true });
    expect(then).not.toHaveBeenCalled();
    input.focus();
    input.value = 'Bert';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls at once for a box already focused or holding a name when the room starts loading', () => {
    const input = paintBox();
    input.focus();
    const focused = jest.fn();
    onEarlyFieldUsed(EARLY_JOIN, focused, { focus: true });
    expect(focused).toHaveBeenCalledTimes(1);
    input.blur();
    input.value = 'Bert';
    const typed = jest.fn();
    onEarlyFieldUsed(EARLY_JOIN, typed, { focus: true });
    expect(typed).toHaveBeenCalledTimes(1);
  });

  it('without `focus` a finger in the box is not enough; nothing is called once cancelled or without a box', () => {
    const input = paintBox();
    const typedOnly = jest.fn();
    onEarlyFieldUsed(EARLY_JOIN, typedOnly);
    input.focus();
    expect(typedOnly).not.toHaveBeenCalled();
    input.blur();
    const cancelled = jest.fn();
    onEarlyFieldUsed(EARLY_JOIN, cancelled, { focus: true })();
    input.focus();
    expect(cancelled).not.toHaveBeenCalled();
    document.body.replaceChildren();
    const none = jest.fn();
    onEarlyFieldUsed(EARLY_JOIN, none, { focus: true });
    expect(none).not.toHaveBeenCalled();
  });
});
