'use client';
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { EARLY_FORM } from '@/lib/browser/earlyForms';

type EarlyFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> & {
  /**
   * Reads the fields from the form's elements and acts, or says in Norwegian what is missing: on
   * every submit, and once hydrated for a submit the head's script kept before.
   */
  send: (form: HTMLFormElement) => void;
};

/**
 * A form a guest meets first, in the page's HTML: it takes typing before any of the page's
 * JavaScript has run, and a submit made that early is kept by the head's script
 * (lib/browser/earlyForms.ts) and sent here once hydrated. Its fields are uncontrolled, so what
 * was typed before hydration stays; `send` validates them itself (no browser bubbles).
 */
export default function EarlyForm({ send, children, ...form }: EarlyFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.setAttribute(EARLY_FORM.live, '');
    if (!element.hasAttribute(EARLY_FORM.sent)) return;
    element.removeAttribute(EARLY_FORM.sent);
    // After the rest of this mount's effects: a parent's effect may still fill a field (an
    // invite link's password, a suggested one), and React runs a child's effects first.
    queueMicrotask(() => latest.current(element));
  }, []);
  return (
    <form
      ref={ref}
      {...{ [EARLY_FORM.form]: '' }}
      noValidate
      // The head's script marks a form sent before hydration; that attribute is expected.
      suppressHydrationWarning
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
