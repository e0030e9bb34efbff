'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// The creator's log (switches, edit forms, «Angre») and the form that makes a new log are drawn
// with MUI; a player's log is plain. They load apart, so a player waits for no MUI code
// (docs/rooms.md, step 5). The creator's log keeps the page's first paint on show until its code
// is here (QuestLog), so the two never show side by side.
export const CreatorViewPart = lazyPart(() => import('./CreatorView'), { loading: <Loading /> });
export const CreateGameFormPart = lazyPart(() => import('./CreateGameForm'), { loading: <Loading /> });
