import { act, fireEvent, screen } from '@testing-library/react';
import InviteButton from '@/components/rooms/InviteButton';
import { installLongTaskObserver } from '../../support/longTasks';
import { renderScreen } from '../support/screen';

// A guest's phone that never invites must not evaluate MUI after the page settles (that task
// blocked the first taps); a finger on «Inviter» fetches the dialog and the theme under it.
let mockThemeEvaluations = 0;
jest.mock('@/components/ui/MuiTheme', () => {
  mockThemeEvaluations += 1;
  return { __esModule: true, default: ({ children }: { children: React.ReactNode }) => children };
});
let mockDialogEvaluations = 0;
jest.mock('@/components/rooms/InviteDialog', () => {
  mockDialogEvaluations += 1;
  return { __esModule: true, default: () => <p>Invitasjonen</p> };
});

let observer: ReturnType<typeof installLongTaskObserver>;
beforeEach(() => {
  jest.useFakeTimers();
  observer = installLongTaskObserver();
});
afterEach(() => {
  jest.useRealTimers();
  observer.uninstall();
});

it('loads neither the dialog nor MUI once the page has settled; a finger on the button does, and the tap opens it', async () => {
  renderScreen(<InviteButton game="quest" code="modig-ravn" roomName="Dragejakt" isPrivate={false} />);
  window.dispatchEvent(new Event('load'));
  await act(() => jest.advanceTimersByTimeAsync(30_000));
  expect(mockThemeEvaluations).toBe(0);
  expect(mockDialogEvaluations).toBe(0);

  const button = screen.getByRole('button', { name: 'Inviter' });
  fireEvent.pointerDown(button);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(mockThemeEvaluations).toBe(1);
  expect(mockDialogEvaluations).toBe(1);
  fireEvent.click(button);
  expect(await screen.findByText('Invitasjonen')).toBeInTheDocument();
});
