import styles from './EmptyState.module.css';

/** The text every empty list shows (SPEC §8). */
export const EMPTY_TEXT = 'Ingenting å vise her';

/** Shown in place of a list with nothing in it. Plain, so a room's first paint can show it too. */
export default function EmptyState({ text = EMPTY_TEXT, mainText = false }: { text?: string; mainText?: boolean }) {
  return (
    // `mainText`: the page's main text (a room page's first paint is measured by it).
    <p role="status" className={styles.empty} data-room-card={mainText ? '' : undefined}>
      {text}
    </p>
  );
}
