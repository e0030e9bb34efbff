/** @jest-environment node */
// A Proost room's live card waits for the code of its first commit: the shared screen and gate,
// the reactfire providers and the room (header, card, statuses). That code is drawn with plain
// elements, so the card waits for no MUI or emotion on a slow line; the forms, lists and dialogs
// bring MUI in lazy parts of their own after it (docs/performance.md, "The live card without MUI").
import { packagesReachedFrom } from '@/__tests__/components/support/importGraph';

const STYLING = /^(@mui\/|@emotion\/)/;
const styling = (file: string) => [...packagesReachedFrom(file, { followLazy: false })].filter((p) => STYLING.test(p));

describe("Proost's live card", () => {
  it.each([
    'components/rooms/GameRoomScreen.tsx',
    'components/firebase/ReactfireProviders.tsx',
    'features/proost/components/ProostRoom.tsx',
    'features/proost/components/lazy.tsx',
  ])('%s brings no MUI with its own chunk', (file) => {
    expect(styling(file)).toEqual([]);
  });

  it('leaves MUI to the parts that come after the card', () => {
    // The measure above sees MUI where it is: the sections part and the private room's wall.
    expect(styling('features/proost/components/ProostRoomSections.tsx')).toContain('@mui/material/Button');
    expect(styling('components/rooms/RoomPasswordWall.tsx')).toContain('@mui/material/Paper');
  });
});
