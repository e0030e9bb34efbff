// Turns what the database SDK rejects with into something a screen can act on. Listens and
// writes report a refusal as code PERMISSION_DENIED; get() rejects with a bare
// "Permission denied" message and no code, so both are checked.

export type DbErrorKind = 'denied' | 'input' | 'invalid-data' | 'other';

export type DescribedDbError = { kind: DbErrorKind; message: string };

/** Thrown by data modules before a write when the input is not acceptable; the text is shown. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Thrown by a mapper when stored data does not have the expected shape. */
export class DataShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected data: ${what}`);
    this.name = 'DataShapeError';
  }
}

export function isPermissionDenied(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = 'code' in error ? String((error as { code: unknown }).code) : '';
  const message = 'message' in error ? String((error as { message: unknown }).message) : '';
  return /permission[_ ]denied/i.test(code) || /permission[_ ]denied/i.test(message);
}

export const READ_DENIED_TEXT = 'Du har ikke tilgang til dette.';
export const READ_FAILED_TEXT = 'Klarte ikke å hente data.';
export const READ_INVALID_TEXT = 'Dataene her ser ikke ut som forventet.';
export const WRITE_DENIED_TEXT = 'Endringen ble avvist. Du har kanskje ikke lov til dette, eller noe var ugyldig.';
export const WRITE_FAILED_TEXT = 'Klarte ikke å lagre. Prøv igjen.';

export function describeReadError(error: unknown): DescribedDbError {
  if (isPermissionDenied(error)) return { kind: 'denied', message: READ_DENIED_TEXT };
  if (error instanceof DataShapeError) return { kind: 'invalid-data', message: READ_INVALID_TEXT };
  return { kind: 'other', message: READ_FAILED_TEXT };
}

export function describeWriteError(error: unknown): DescribedDbError {
  if (error instanceof InputError) return { kind: 'input', message: error.message };
  if (isPermissionDenied(error)) return { kind: 'denied', message: WRITE_DENIED_TEXT };
  return { kind: 'other', message: WRITE_FAILED_TEXT };
}
