/** @jest-environment node */
// A Proost room's live card waits for the code of its first commit: the shared screen and gate,
// the reactfire providers and the room (header, card, statuses). That code is drawn with plain
// elements, so the card waits for no MUI or emotion on a slow line; so are the players, questions
// and their forms below it. The creator's switches, «Angre»'s snackbar and dialogs bring MUI in
// lazy parts of their own (docs/performance.md, "The live card without MUI").
import { packagesReachedFrom } from '@/__tests__/components/support/importGraph';

const STYLING = /^(@mui\/|@emotion\/)/;
const styling = (file: string) => [...packagesReachedFrom(file, { followLazy: false })].filter((p) => STYLING.test(p));

describe("Proost's live card", () => {
  it.each([
    'components/rooms/GameRoomScreen.tsx',
    'components/firebase/ReactfireProviders.tsx',
    'features/proost/components/ProostRoom.tsx',
    'features/proost/components/lazy.tsx',
    // What a guest meets below the card: players, questions and their forms.
    'features/proost/components/ProostRoomSections.tsx',
  ])('%s brings no MUI with its own chunk', (file) => {
    expect(styling(file)).toEqual([]);
  });

  it("leaves MUI to the creator's switches, «Angre»'s snackbar and the private room's wall", () => {
    // The measure above sees MUI where it is.
    expect(styling('features/proost/components/CreatorSettings.tsx')).toContain('@mui/material/Switch');
    expect(styling('components/ui/UndoSnackbar.tsx')).toContain('@mui/material/Snackbar');
    expect(styling('components/rooms/RoomPasswordWall.tsx')).toContain('@mui/material/Paper');
  });
});
