'use client';
import { memo, useCallback, useId, useState, type FormEvent } from 'react';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import { useWriteOnce } from '@/components/firebase/useWriteOnce';
import WriteStatus from '@/components/firebase/WriteStatus';
import PlainTextInput, { PlainFieldStatus } from '@/components/ui/forms/PlainTextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';
import buttons from '@/components/ui/PlainButtons.module.css';
import { blanksUsedRead, deckCardRead, drawCards, handRead, playCards } from '@/features/cah/lib/data';
import { slotsToFill } from '@/features/cah/lib/deck';
import { blankCardsLeft, SLOTS } from '@/features/cah/lib/game';
import type { MyPlay, PlayedCard } from '@/features/cah/lib/types';
import { textRule } from '@/lib/forms/text';
import { CardGrid, WhiteCard } from './Cards';
import styles from './Hand.module.css';
import roundStyles from './Round.module.css';
import { randomSource, type Table } from './table';

const BLANK_RULE = textRule('teksten på det blanke kortet');

/**
 * The player's own hand (only they can read it). Missing and played cards are drawn again by this
 * phone; the player picks the round's number of cards, or writes on a blank card. A played card
 * leaves the hand at once (SPEC), and is shown apart as this round's play. Mounted per round
 * (keyed by the round number), so a selection never outlives its round. Drawn with plain elements
 * (Hand.module.css): it is what a guest waits for after «Bli med», and it must not wait for MUI's
 * code (docs/rooms.md, step 5).
 */
export default function Hand({ table, myPlay }: { table: Table; myPlay: MyPlay | null | undefined }) {
  // undefined: the player's own record is still on its way (the hand loads meanwhile).
  const played = myPlay !== null && myPlay !== undefined;
  const { code, uid, game } = table;
  const gameNumber = game.settings.gameNumber;
  const round = game.round!;
  const hand = useDbValue(handRead(code, gameNumber, uid));
  // The draw below needs the hand's data outside the view; the cards render through DbView.
  const handData = hand.status === 'success' ? hand.data : null;
  const draw = useDbWrite();
  const play = useDbWrite();
  const [selected, setSelected] = useState<PlayedCard[]>([]);
  const [writing, setWriting] = useState(false);
  // Finished draws: a card shown while its claim was still on the way may have been refused.
  const [drawsDone, setDrawsDone] = useState(0);
  const blankText = useTextInput(BLANK_RULE);
  const blankId = useId();
  const me = game.players.find((p) => p.uid === uid);
  // The own count of blank cards is private (docs/cah.md «Anonymous plays»); 0 until it arrives.
  const blanks = useDbValue(blanksUsedRead(code, gameNumber, uid));
  const blanksUsed = blanks.status === 'success' ? blanks.data : null;
  const blanksLeft = blankCardsLeft(me, game.settings, blanksUsed ?? 0);

  // Fill the hand up to 10 whenever cards are missing (a new game, or cards played last round).
  const need = handData ? slotsToFill(handData, game.spent).length : 0;
  const drawKey = `${gameNumber}:${need}:${Object.keys(game.spent).length}`;
  useWriteOnce(handData && need > 0 && drawKey, () =>
    draw.run((db) => drawCards(db, code, gameNumber, uid, randomSource)).then(() => setDrawsDone((n) => n + 1)),
  );

  const playedSlots = new Set(myPlay?.cards.flatMap((c) => ('slot' in c ? [c.slot] : [])) ?? []);
  const myShownPlay = myPlay ? game.plays.find((p) => p.key === myPlay.key) : undefined;
  const pick = round.pick;
  // One function for the round: the hand's cards are memo parts, and a tap on one renders only
  // the cards whose choice changed.
  const toggle = useCallback(
    (card: PlayedCard) => {
      setSelected((current) => {
        const same = (c: PlayedCard) => ('slot' in c && 'slot' in card ? c.slot === card.slot : c === card);
        if (current.some(same)) return current.filter((c) => !same(c));
        const next = [...current, card];
        return next.length > pick ? next.slice(next.length - pick) : next;
      });
    },
    [pick],
  );
  const addBlank = (event: FormEvent) => {
    event.preventDefault();
    const text = blankText.validate();
    if (text === null) return;
    setSelected((current) => [...current.filter((c) => !('blank' in c)), { text, blank: true as const }].slice(-round.pick));
    blankText.reset();
    setWriting(false);
  };
  const submit = async () => {
    if (await play.run((db) => playCards(db, code, game, uid, selected, false, blanksUsed))) setSelected([]);
  };

  const cards = handData
    ? SLOTS.filter((slot) => handData[slot] && game.spent[handData[slot]] === undefined && !playedSlots.has(slot))
    : [];
  const chosenBlank = selected.find((c) => 'blank' in c);
  const ready = myPlay === null && selected.length === round.pick;

  return (
    <section aria-label="Kortene dine" data-testid="hand">
      <h2 className={roundStyles.heading}>{played ? 'Kortene dine' : round.pick === 2 ? 'Velg 2 kort' : 'Velg ett kort'}</h2>
      <WriteStatus write={draw} />
      {draw.error ? (
        <button
          type="button"
          className={`${buttons.outlined} ${styles.redraw}`}
          disabled={draw.pending}
          onClick={() => draw.run((db) => drawCards(db, code, gameNumber, uid, randomSource))}
        >
          Trekk kort på nytt
        </button>
      ) : null}
      {myShownPlay ? (
        <CardGrid label="Det du spilte">
          {myShownPlay.cards.map((c, i) => (
            <WhiteCard key={i} text={c.text} selected note="Spilt" testId="my-played-card" />
          ))}
        </CardGrid>
      ) : null}
      {chosenBlank ? (
        <WhiteCard text={chosenBlank.text} selected order={round.pick === 2 ? selected.indexOf(chosenBlank) + 1 : undefined} note="Blankt kort" onClick={() => toggle(chosenBlank)} />
      ) : null}
      <DbView result={hand}>
        {() => (
          <CardGrid label="Hånden din">
            {cards.map((slot) => (
              <HandCard
                key={`${slot}:${handData![slot]}`}
                code={code}
                gameNumber={gameNumber}
                slot={slot}
                pos={handData![slot]}
                disabled={played}
                order={selected.findIndex((c) => 'slot' in c && c.slot === slot) + 1}
                pick={round.pick}
                onToggle={toggle}
                drawsDone={drawsDone}
              />
            ))}
          </CardGrid>
        )}
      </DbView>
      {!played ? (
        <div className={styles.below}>
          {/* The action that completes the choice sits on screen as soon as a card is chosen:
              under ten cards it would be a screen or more further down (docs/cah.md «Playing a card»). */}
          {selected.length > 0 || play.pending || play.error ? (
            <>
              <div aria-hidden className={styles.barSpace} />
              <div role="region" aria-label="Valgte kort" data-testid="play-bar" className={styles.bar}>
                <WriteStatus write={play} />
                <div className={styles.barRow}>
                  <p className={styles.count} aria-live="polite">
                    {selected.length} av {round.pick} valgt
                  </p>
                  <button type="button" className={`${buttons.contained} ${styles.play}`} disabled={!ready || play.pending} onClick={submit} data-testid="play-button">
                    {round.pick === 2 ? 'Spill kortene' : 'Spill kortet'}
                  </button>
                </div>
              </div>
            </>
          ) : null}
          {blanksLeft > 0 ? (
            writing ? (
              <form onSubmit={addBlank} noValidate aria-label="Blankt kort">
                <div className={styles.blankRow}>
                  <div className={styles.blankField}>
                    <PlainTextInput id={blankId} field={blankText} label="Skriv ditt eget kort" multiline />
                    <PlainFieldStatus id={blankId} field={blankText} />
                  </div>
                  <button type="submit" className={`${buttons.outlined} ${styles.use}`}>
                    Bruk
                  </button>
                </div>
              </form>
            ) : (
              <button type="button" className={`${buttons.text} ${styles.writeBlank}`} onClick={() => setWriting(true)}>
                Skriv på et blankt kort ({blanksLeft} igjen)
              </button>
            )
          ) : (
            <p className={styles.none}>Ingen blanke kort igjen.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

type HandCardProps = {
  code: string;
  gameNumber: number;
  slot: string;
  pos: string;
  disabled: boolean;
  order: number;
  pick: 1 | 2;
  onToggle: (card: PlayedCard) => void;
  drawsDone: number;
};

/**
 * One card of the hand; its text is readable only by this player (and by all once played). Its
 * props are plain values and the round's toggle: a play on another phone, or a tap on another
 * card, does not render it again (memo).
 */
const HandCard = memo(function HandCard({ code, gameNumber, slot, pos, disabled, order, pick, onToggle, drawsDone }: HandCardProps) {
  // The hand updates before the server has accepted the draw; when another phone drew the same
  // cards first, this read was refused. Read again once a draw has finished.
  const [retryKey, setRetryKey] = useState(0);
  const text = useDbValue(deckCardRead(code, gameNumber, pos), retryKey);
  if (text.status === 'error' && retryKey !== drawsDone) setRetryKey(drawsDone);
  // Deliberately no DbView: one card of ten still on its way (or refused until the next draw) is
  // a blank card in its place, not a spinner or a message that would reflow the hand.
  if (text.status !== 'success' || !text.data) return <WhiteCard text="…" testId="hand-card-loading" />;
  const value = text.data;
  return (
    <WhiteCard
      text={value}
      testId="hand-card"
      selected={order > 0}
      order={pick === 2 && order > 0 ? order : undefined}
      disabled={disabled}
      onClick={disabled ? undefined : () => onToggle({ text: value, slot, pos })}
    />
  );
});
