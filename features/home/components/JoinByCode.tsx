'use client';
import { useId, useMemo, useState } from 'react';
import { lazyPart } from '@/components/ui/lazyPart';
import plain from '@/components/ui/PlainForm.module.css';
import EarlyForm from '@/components/ui/EarlyForm';
import { liveActions } from '@/components/rooms/liveActions';
import { openPage } from '@/components/rooms/navigate';
import { useLiveSubmit } from '@/components/rooms/useLiveSubmit';
import { roomHref } from '@/lib/rooms/link';
import { CODE_EMPTY_TEXT, roomMissingText } from '@/lib/rooms/texts';
import type { JoinByCodeActions, JoinChoice } from './JoinByCodeLive';
import styles from './JoinByCode.module.css';

// Sign-in and the database SDK load only once the guest turns to the box (focus, typing or a
// submit), so the home page itself stays as light as it was (docs/performance.md).
const JoinByCodeLive = lazyPart(() => import('./JoinByCodeLive'));

/**
 * «Bli med» at the top of the home page: one code opens a party or any game's room,
 * whatever the game. Plain elements in the page's HTML, so it takes typing before any SDK; a
 * submit before the live part is there says «Kobler til …» and goes through when it is.
 */
export default function JoinByCode() {
  const id = useId();
  const actions = useMemo(() => liveActions<JoinByCodeActions>(), []);
  const submit = useLiveSubmit(actions);
  const [wanted, setWanted] = useState(false);
  const [choices, setChoices] = useState<JoinChoice[]>([]);
  // Said at once, without waiting for the live part (which an empty box never needs).
  const [empty, setEmpty] = useState(false);
  const send = (element: HTMLFormElement) => {
    const typed = element.elements.namedItem('code');
    const code = typed instanceof HTMLInputElement ? typed.value : '';
    setChoices([]);
    setEmpty(!code.trim());
    if (!code.trim()) return;
    setWanted(true);
    void submit.send(async (live) => {
      const found = await live.find(code);
      if (found.length === 0) throw new Error(roomMissingText(code.trim()));
      if (found.length === 1) return openPage(roomHref(found[0]!.game, found[0]!.code));
      // An old code two games share (codes were unique per game before): the guest chooses.
      setChoices(found);
    });
  };
  const want = () => setWanted(true);
  return (
    <section className={plain.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={plain.title}>
        Bli med
      </h2>
      <EarlyForm send={send} data-testid="home-join">
        <div className={plain.row}>
          <div className={plain.grow}>
            <label className={plain.label} htmlFor={id}>
              Kode til fest eller rom
            </label>
            <input
              id={id}
              name="code"
              className={plain.input}
              autoCapitalize="characters"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              aria-describedby={`${id}-status`}
              onFocus={want}
              onInput={() => {
                want();
                setEmpty(false);
                submit.clear();
                setChoices([]);
              }}
            />
          </div>
          <button type="submit" className={plain.button} disabled={submit.busy}>
            Bli med
          </button>
        </div>
        <p
          id={`${id}-status`}
          className={submit.message || empty ? plain.status : plain.hint}
          role="status"
          data-error={submit.error || empty ? '' : undefined}
        >
          {empty ? CODE_EMPTY_TEXT : submit.message ?? (choices.length > 0 ? 'Koden finnes i flere spill. Velg hvilket:' : 'Store og små bokstaver spiller ingen rolle')}
        </p>
      </EarlyForm>
      {choices.length > 0 ? (
        <ul className={styles.choices} data-testid="home-join-choices">
          {choices.map((choice) => (
            <li key={`${choice.game}/${choice.code}`}>
              <a className={styles.choice} href={roomHref(choice.game, choice.code)}>
                {choice.title}: «{choice.room.name}»
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {wanted ? <JoinByCodeLive actions={actions} /> : null}
    </section>
  );
}
