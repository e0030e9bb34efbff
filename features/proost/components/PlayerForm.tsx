'use client';
import { memo, useId } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlainAlert from '@/components/ui/PlainAlert';
import styles from '@/components/ui/PlainForm.module.css';
import PlainTextInput, { PlainFieldStatus } from '@/components/ui/forms/PlainTextInput';
import { nameRule } from '@/lib/forms/text';
import { addPlayer, NEW_PLAYERS_OFF_TEXT } from '@/features/proost/lib/data';

const RULE = nameRule('navnet');

/** Adds a player; closed for others while the creator has new players off. Plain elements (PlainForm). */
function PlayerForm({ code, allowed }: { code: string; allowed: boolean }) {
  const uid = useUid();
  const id = useId();
  const form = useDbForm({
    fields: { name: RULE },
    write: (db, { name }) => addPlayer(db, code, uid, name),
    reset: true,
  });
  if (!allowed) {
    return (
      <PlainAlert severity="info" role="status">
        {NEW_PLAYERS_OFF_TEXT}
      </PlainAlert>
    );
  }

  return (
    <form onSubmit={form.submit} noValidate aria-label="Ny spiller">
      <div className={styles.row}>
        <div className={styles.grow}>
          <PlainTextInput id={id} field={form.fields.name} label="Navn på spiller" />
        </div>
        <button type="submit" className={styles.button} disabled={form.pending}>
          Legg til
        </button>
      </div>
      <PlainFieldStatus id={id} field={form.fields.name} />
      <WriteStatus write={form.status} />
    </form>
  );
}

// Its props are a few plain values: a draw that leaves them alone does not render it again.
export default memo(PlayerForm);
