'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type ScreenState = { attempt: number; retry: () => void };

const ScreenContext = createContext<ScreenState>({ attempt: 0, retry: () => {} });

/**
 * Holds one screen's read attempt. retry() moves every live read of the screen to a new cache
 * entry, so a read that was denied (say, before joining a room) really subscribes again.
 */
export function ScreenProvider({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value = useMemo(() => ({ attempt, retry }), [attempt, retry]);
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}

export function useScreen(): ScreenState {
  return useContext(ScreenContext);
}

/** Subscribe the screen's reads again (after a join, or from a «Prøv igjen» button). */
export function useRetryReads(): () => void {
  return useContext(ScreenContext).retry;
}
