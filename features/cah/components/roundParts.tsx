'use client';
import { lazyPart } from '@/components/ui/lazyPart';

// The round's later screens and the creator's settings, drawn with MUI, load apart from the hand
// and the round's statuses (plain), so a guest who has just sat down waits for no MUI code
// (docs/rooms.md, step 5). RoundView fetches them once the hand is on screen and the page has
// settled, before the round needs them.
export const JudgingPart = lazyPart(() => import('./Judging'));
export const ResultPart = lazyPart(() => import('./Result'));
export const WinnerScreenPart = lazyPart(() => import('./WinnerScreen'));
export const SettingsPanelPart = lazyPart(() => import('./SettingsPanel'));
