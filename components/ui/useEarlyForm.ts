'use client';
import { useEffect, useRef } from 'react';
import { EARLY_FORM } from '@/lib/browser/earlyForms';

/**
 * For a form in the page's HTML (`{...EARLY_FORM_PROPS}` on the element): once hydrated it takes
 * its submits over from the head's script, and sends a submit that script kept before hydration.
 * The form's fields are uncontrolled, so what was typed before hydration stays and is read from
 * the elements.
 */
export function useEarlyForm(sendKept: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const send = useRef(sendKept);
  useEffect(() => {
    send.current = sendKept;
  });
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(EARLY_FORM.live, '');
    if (!form.hasAttribute(EARLY_FORM.sent)) return;
    form.removeAttribute(EARLY_FORM.sent);
    send.current(form);
  }, []);
  return ref;
}

export const EARLY_FORM_PROPS = { [EARLY_FORM.form]: '' };
