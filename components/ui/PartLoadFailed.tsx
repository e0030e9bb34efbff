import styles from './PartLoadFailed.module.css';

export const PART_LOAD_FAILED_TEXT = 'Denne delen av siden kunne ikke lastes. Sjekk nettet.';

/**
 * What stands in for a lazily loaded part whose code could not be fetched: a small note with
 * «Prøv igjen», in place of that part only. Plain elements, so it never needs a chunk itself.
 */
export default function PartLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.box}>
      <span className={styles.text}>{PART_LOAD_FAILED_TEXT}</span>
      <button type="button" className={styles.button} onClick={onRetry}>
        Prøv igjen
      </button>
    </div>
  );
}
