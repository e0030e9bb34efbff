import styles from './EmptyState.module.css';

/** The text every empty list shows (SPEC §8). */
export const EMPTY_TEXT = 'Ingenting å vise her';

/** Shown in place of a list with nothing in it. Plain, so a room's first paint can show it too. */
export default function EmptyState({ text = EMPTY_TEXT }: { text?: string }) {
  return (
    <p role="status" className={styles.empty}>
      {text}
    </p>
  );
}
