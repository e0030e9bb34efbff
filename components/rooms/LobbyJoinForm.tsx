'use client';
import { useId } from 'react';
import styles from '@/components/ui/PlainForm.module.css';
import EarlyForm from '@/components/ui/EarlyForm';
import { CODE_EMPTY_TEXT } from '@/lib/rooms/texts';
import type { LiveActions } from './liveActions';
import type { LobbyActions } from './lobbyActions';
import { useLiveSubmit } from './useLiveSubmit';

/**
 * A room code field (any case) and «Bli med», as plain elements in the page's HTML: it takes a
 * code before the live part has loaded and sends it once it has.
 */
export default function LobbyJoinForm({ actions }: { actions: LiveActions<LobbyActions> }) {
  const id = useId();
  const submit = useLiveSubmit(actions);
  const send = (element: HTMLFormElement) => {
    const typed = element.elements.namedItem('code');
    const code = typed instanceof HTMLInputElement ? typed.value : '';
    if (!code.trim()) return void submit.send(() => Promise.reject(new Error(CODE_EMPTY_TEXT)));
    void submit.send((live) => live.join(code));
  };
  return (
    <EarlyForm send={send}>
      <div className={styles.row}>
        <div className={styles.grow}>
          <label className={styles.label} htmlFor={id}>
            Romkode
          </label>
          <input
            id={id}
            name="code"
            className={styles.input}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={12}
            aria-describedby={`${id}-status`}
            onInput={submit.clear}
          />
        </div>
        <button type="submit" className={styles.button} disabled={submit.busy}>
          Bli med
        </button>
      </div>
      <p id={`${id}-status`} className={submit.message ? styles.status : styles.hint} role="status" data-error={submit.error ? '' : undefined}>
        {submit.message ?? 'Store og små bokstaver spiller ingen rolle'}
      </p>
    </EarlyForm>
  );
}
