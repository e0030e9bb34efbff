'use client';
import { lazyPart } from '@/components/ui/lazyPart';

// The creator's settings (MUI's fields and buttons) load apart from the round, which is plain: a
// guest who sits down waits for no MUI code (docs/rooms.md, step 5); only the room's creator
// fetches this.
export const SettingsPanelPart = lazyPart(() => import('./SettingsPanel'));
