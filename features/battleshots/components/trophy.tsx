// The trophy (Material's EmojiEvents path) as a plain SVG: the winner's notice and the tally show
// it in a watcher's room, which loads no MUI (docs/rooms.md, step 5).
const TROPHY_PATH =
  'M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2M5 8V7h2v3.82C5.84 10.4 5 9.3 5 8m14 0c0 1.3-.84 2.4-2 2.82V7h2z';

/** The gold trophy, `size` px; with `title` it is read out, without it is decoration. */
export default function Trophy({ size, title, className }: { size: number; title?: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="#f9a825" className={className} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true}>
      {title ? <title>{title}</title> : null}
      <path d={TROPHY_PATH} />
    </svg>
  );
}
