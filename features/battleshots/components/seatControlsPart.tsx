'use client';
import { lazyPart } from '@/components/ui/lazyPart';

// The creator's say over the second seat (a switch and a confirmation) is drawn with MUI and is a
// part of its own, so that no guest's phone loads MUI for it (docs/rooms.md, step 5).
export const SeatControlsPart = lazyPart(() => import('./SeatControls'));
