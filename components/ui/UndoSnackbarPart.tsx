'use client';
import { lazyPart } from './lazyPart';

// «Angre»'s snackbar is MUI's; a plain screen keeps the undo's state itself (useUndo) and renders
// this part only while there is something to take back, so the screen waits for no MUI code.
// Preload it when a finger goes to what offers an «Angre» (a list's remove buttons).
export const UndoSnackbarPart = lazyPart(() => import('./UndoSnackbar'));
