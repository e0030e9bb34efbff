// Cah's user-visible texts, shared by the screens, the data module and the tests.

export const NEED_PLAYERS_TEXT = 'Det trengs minst 3 spillere for å starte.';
export const TOO_FEW_LEFT_TEXT = 'Færre enn 3 spillere igjen – spillet er stoppet.';
export const JOIN_NAME_LABEL = 'Navnet ditt i spillet';
export const CZAR_TEXT = 'Du er kortkonge denne runden. Vent på kortene, og velg det beste.';
export const WAITING_TEXT = 'Venter på at alle skal spille …';
export const JUDGE_TEXT = 'Velg vinneren';
export const NO_BLANKS_TEXT = 'Du har ikke flere blanke kort.';

/** Marks a gap in a black card's text (the deck's convention, content/cahBlank.ts). */
export { BLANK } from '@/content/cahBlank';
