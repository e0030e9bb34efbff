import styles from './PlainForm.module.css';

/**
 * A round icon button of 44×44 px drawn with plain elements (MUI's IconButton measures), for the
 * rows of lists in a live screen's first commit: «Fjern …», «Slett …». `path` is a 24-unit SVG path.
 */
export default function PlainIconButton({
  label,
  path,
  onClick,
  onPrepare,
  disabled,
}: {
  label: string;
  path: string;
  onClick: () => void;
  /** Runs when a finger goes down on it: what the tap will need can start loading. */
  onPrepare?: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={onClick} onPointerDown={onPrepare} disabled={disabled}>
      <svg viewBox="0 0 24 24" aria-hidden>
        <path d={path} />
      </svg>
    </button>
  );
}
