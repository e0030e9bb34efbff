'use client';
import { createContext, useContext, useLayoutEffect } from 'react';

// A page that paints its content from a snapshot first (a room's REST read) keeps showing it
// while the live part loads below. Meanwhile the live part's spinners would only flicker under
// content that is already there, so Loading hides itself; errors still show.

type FirstPaintCover = {
  /** A snapshot is on screen and the live part has not painted its own content yet. */
  covering: boolean;
  /** The live part painted what the snapshot showed: the snapshot goes, in the same frame. */
  livePainted: () => void;
};

export const FirstPaintContext = createContext<FirstPaintCover>({ covering: false, livePainted: () => {} });

export function useCoveredByFirstPaint(): boolean {
  return useContext(FirstPaintContext).covering;
}

/** Rendered by a live screen next to the content that replaces the snapshot. */
export function LivePainted() {
  const { livePainted } = useContext(FirstPaintContext);
  // A layout effect: the snapshot is removed before the browser paints this commit.
  useLayoutEffect(() => livePainted(), [livePainted]);
  return null;
}
