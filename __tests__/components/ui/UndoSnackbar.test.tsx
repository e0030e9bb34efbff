import { act, fireEvent, screen } from '@testing-library/react';
import UndoSnackbar, { UNDO_MS, useUndo } from '@/components/ui/UndoSnackbar';
import { renderScreen } from '../support/screen';

/** A list whose delete offers «Angre», the way the app screens use the hook. */
function Harness({ onUndo }: { onUndo: (what: string) => void }) {
  const undo = useUndo();
  return (
    <>
      <button onClick={() => undo.offer('Kortet er slettet', () => onUndo('kort'))}>Slett kort</button>
      <button onClick={() => undo.offer('Spilleren er fjernet', () => onUndo('spiller'))}>Fjern spiller</button>
      <p>Annet</p>
      <UndoSnackbar undo={undo} />
    </>
  );
}

describe('UndoSnackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('offers «Angre» after a destructive tap and runs the undo once, even on a double tap', () => {
    const onUndo = jest.fn();
    renderScreen(<Harness onUndo={onUndo} />);
    expect(screen.queryByRole('button', { name: 'Angre' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Slett kort' }));
    expect(screen.getByText('Kortet er slettet')).toBeInTheDocument();
    const angre = screen.getByRole('button', { name: 'Angre' });
    fireEvent.click(angre);
    fireEvent.click(angre);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onUndo).toHaveBeenCalledWith('kort');
  });

  it('a newer tap replaces the offer: «Angre» takes back only the last one', () => {
    const onUndo = jest.fn();
    renderScreen(<Harness onUndo={onUndo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slett kort' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fjern spiller' }));
    expect(screen.getByText('Spilleren er fjernet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Angre' }));
    expect(onUndo.mock.calls).toEqual([['spiller']]);
  });

  it('goes by itself after a few seconds, and a tap elsewhere does not take the way back away', () => {
    jest.useFakeTimers();
    const onUndo = jest.fn();
    renderScreen(<Harness onUndo={onUndo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slett kort' }));
    act(() => jest.advanceTimersByTime(100));
    fireEvent.click(screen.getByText('Annet'));
    act(() => jest.advanceTimersByTime(UNDO_MS - 1000));
    expect(screen.getByRole('button', { name: 'Angre' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('Kortet er slettet')).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });
});
