export const PLUS_PATH = 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z';
export const MINUS_PATH = 'M5 11h14v2H5z';

// Small icons for the plain stock table (MUI's icon components would bring SvgIcon and the styling
// engine into the fridge's first paint). Drawn on a 24-unit grid, filled with currentColor.

export function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d={PLUS_PATH} />
    </svg>
  );
}

export function MinusIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d={MINUS_PATH} />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path d="M15.1 3.6a2 2 0 0 1 2.8 0l2.5 2.5a2 2 0 0 1 0 2.8L9.2 20H4v-5.2L15.1 3.6zM6 15.6V18h2.4l8.3-8.3-2.4-2.4L6 15.6zm9.7-9.7 2.4 2.4 1-1-2.4-2.4-1 1z" />
    </svg>
  );
}
