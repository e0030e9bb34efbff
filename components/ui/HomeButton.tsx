import IntentLink from './IntentLink';
import styles from './LinkButton.module.css';

/** "Til forsiden": a plain link styled as a contained button, with Material's home glyph. */
export default function HomeButton() {
  return (
    <IntentLink href="/" className={styles.button}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />
      </svg>
      Til forsiden
    </IntentLink>
  );
}
