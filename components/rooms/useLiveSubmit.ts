'use client';
import { useState } from 'react';
import { WRITE_FAILED_TEXT } from '@/lib/firebase/errors';
import { CONNECTING_TEXT } from '@/lib/rooms/texts';
import type { LiveActions } from './liveActions';

export type LiveSubmit<T> = {
  /** Sends through the live part's actions, waiting for it if it has not loaded yet. */
  send: (act: (actions: T) => Promise<void>) => Promise<void>;
  busy: boolean;
  /** «Kobler til …» while waiting for the live part, or the refusal to show. */
  message: string | null;
  error: boolean;
  clear: () => void;
};

/** A plain form's submit through a live part that may still be loading (liveActions). */
export function useLiveSubmit<T>(actions: LiveActions<T>): LiveSubmit<T> {
  const [state, setState] = useState({ busy: false, message: null as string | null, error: false });
  const send = async (act: (actions: T) => Promise<void>) => {
    const ready = actions.current();
    setState({ busy: true, message: ready ? null : CONNECTING_TEXT, error: false });
    try {
      const live = ready ?? (await actions.ready());
      setState({ busy: true, message: null, error: false });
      await act(live);
      setState({ busy: false, message: null, error: false });
    } catch (caught) {
      setState({ busy: false, message: caught instanceof Error && caught.message ? caught.message : WRITE_FAILED_TEXT, error: true });
    }
  };
  const clear = () => setState((current) => (current.error ? { busy: current.busy, message: null, error: false } : current));
  return { send, ...state, clear };
}
