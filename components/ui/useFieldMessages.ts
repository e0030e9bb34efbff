'use client';
import { useState } from 'react';

/**
 * A plain form's refusals per box: `show` puts the ones found by a check up and says whether any
 * was; `clearer(box)` is the box's onInput, taking its own refusal (and the form's, `also`) away
 * as the guest corrects it.
 */
export function useFieldMessages<K extends string>(also?: () => void) {
  const [messages, setMessages] = useState<Partial<Record<K, string>>>({});
  const show = (found: Partial<Record<K, string | undefined>>) => {
    setMessages(found as Partial<Record<K, string>>);
    return Object.values(found).some(Boolean);
  };
  const clearer = (box: K) => () => {
    also?.();
    if (messages[box]) setMessages({ ...messages, [box]: undefined });
  };
  return { messages, show, clearer };
}
