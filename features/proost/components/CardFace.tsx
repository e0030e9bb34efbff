import { DEFAULT_CARD_COLOR, textColorOn } from '@/features/proost/lib/color';
import { EMPTY_POOL_TEXT, type ProostCardRoom } from '@/features/proost/lib/room';
import { EARLY_TAP_BUTTON, EARLY_TAP_STATUS } from '@/lib/browser/earlyTaps';
import styles from './CardFace.module.css';

export const NOT_YOUR_TAP_TEXT = 'Bare den som laget rommet kan trekke nå';
export const CONNECTING_TEXT = 'Kobler til …';
export const TAP_TO_DRAW_TEXT = 'Trykk for å trekke et spørsmål';
export const WAITING_FIRST_TEXT = 'Venter på første spørsmål …';

type CardFaceProps = {
  room: Pick<ProostCardRoom, 'pool' | 'card'>;
  /** Whether this visitor may draw (the creator, or anyone while screen tap is on). */
  canTap: boolean;
  /** Still waiting for the live part: the card shows, but a tap cannot draw yet. */
  connecting?: boolean;
  /**
   * While connecting: the key a tap is kept under until the live screen sends it
   * (lib/browser/earlyTaps.ts), so a card this visitor may draw answers a tap from its first paint.
   */
  earlyTap?: string;
  /** A tap has been kept: the card says «Kobler til …» until the live screen has sent it. */
  tapped?: boolean;
  /** Whether the card on show was drawn after this card mounted (it fades in). */
  fresh?: boolean;
  busy?: boolean;
  onTap?: () => void;
};

/**
 * The card the whole room shares, drawn from a room value alone: the first paint from the REST
 * snapshot and the live card are this same element.
 */
export default function CardFace({ room, canTap, connecting = false, earlyTap, tapped = false, fresh = false, busy = false, onTap }: CardFaceProps) {
  const empty = room.pool.length === 0;
  const color = room.card?.color ?? DEFAULT_CARD_COLOR;
  const ink = textColorOn(color);
  let text: string;
  if (empty) text = `${EMPTY_POOL_TEXT} 🍻`;
  else if (room.card) text = room.card.text;
  else text = canTap ? TAP_TO_DRAW_TEXT : WAITING_FIRST_TEXT;
  // A card that keeps a tap says «Kobler til …» once tapped, as the plain forms do once sent.
  const keepsTap = connecting && Boolean(earlyTap) && canTap && !empty;
  const waiting = connecting && (!keepsTap || tapped);
  let hint = '';
  if (!canTap && !empty) hint = NOT_YOUR_TAP_TEXT;
  else if (waiting) hint = CONNECTING_TEXT;
  return (
    <button
      type="button"
      className={styles.card}
      style={{ backgroundColor: color, color: ink }}
      onClick={onTap}
      disabled={(connecting && !keepsTap) || tapped || !canTap || empty || busy}
      aria-busy={waiting || busy}
      data-testid="tap-card"
      data-connecting={connecting ? '' : undefined}
      {...(keepsTap ? { [EARLY_TAP_BUTTON]: earlyTap } : null)}
    >
      {room.card && !empty ? (
        <span className={styles.type} data-testid="card-type">
          {room.card.type}
        </span>
      ) : null}
      <span key={room.card?.at ?? 'none'} className={`${styles.text} ${fresh ? styles.fresh : ''}`} data-testid="card-text" data-room-card>
        {text}
      </span>
      <span className={styles.hint} {...(keepsTap ? { [EARLY_TAP_STATUS]: CONNECTING_TEXT } : null)}>
        {hint}
      </span>
    </button>
  );
}
