'use client';
import { memo, useId, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlainAlert from '@/components/ui/PlainAlert';
import form from '@/components/ui/PlainForm.module.css';
import PlainTextInput, { PlainFieldStatus } from '@/components/ui/forms/PlainTextInput';
import { textRule } from '@/lib/forms/text';
import { addQuestion, ENTRIES_OFF_TEXT } from '@/features/proost/lib/data';
import { PLAYER_TOKEN } from '@/features/proost/lib/draw';
import { QUESTION_TYPES, type QuestionType } from '@/features/proost/lib/types';
import styles from './QuestionForm.module.css';

const RULE = textRule('spørsmålet');

/**
 * Text and type of a new question; closed for others while the creator has entries off. Plain
 * elements (PlainForm), so a guest's room waits for no MUI code.
 */
function QuestionForm({ code, allowed, isCreator }: { code: string; allowed: boolean; isCreator: boolean }) {
  const uid = useUid();
  const id = useId();
  const [type, setType] = useState<QuestionType>('Generelt');
  const question = useDbForm({
    fields: { text: RULE },
    write: (db, { text }) => addQuestion(db, code, uid, text, type, isCreator),
    reset: true,
  });
  if (!allowed) {
    return (
      <PlainAlert severity="info" role="status">
        {ENTRIES_OFF_TEXT}
      </PlainAlert>
    );
  }

  return (
    <form onSubmit={question.submit} noValidate aria-label="Nytt spørsmål">
      <PlainTextInput id={id} field={question.fields.text} label="Spørsmål" multiline hint={`${PLAYER_TOKEN} blir byttet ut med en tilfeldig spiller`} />
      <PlainFieldStatus id={id} field={question.fields.text} />
      <div className={styles.choose}>
        <div role="radiogroup" aria-label="Type" className={styles.options}>
          {QUESTION_TYPES.map((t) => (
            <button key={t} type="button" role="radio" aria-checked={type === t} className={styles.option} onClick={() => setType(t)}>
              {t}
            </button>
          ))}
        </div>
        <button type="submit" className={form.button} disabled={question.pending}>
          Legg til
        </button>
      </div>
      <WriteStatus write={question.status} />
    </form>
  );
}

// Its props are a few plain values: a draw that leaves them alone does not render it again.
export default memo(QuestionForm);
