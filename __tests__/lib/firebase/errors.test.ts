import {
  DataShapeError,
  describeReadError,
  describeWriteError,
  InputError,
  isPermissionDenied,
  READ_DENIED_TEXT,
  WRITE_DENIED_TEXT,
} from '@/lib/firebase/errors';

// The shapes the SDK really rejects with (see node_modules/@firebase/database: errorForServerCode,
// repoCallOnCompleteCallback, and get()'s bare Error).
const listenDenied = Object.assign(new Error("permission_denied at /proost/x: Client doesn't have permission"), {
  code: 'PERMISSION_DENIED',
});
const writeDenied = Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
const getDenied = new Error('Permission denied');

describe('database errors', () => {
  it('recognises a refusal in each shape the SDK uses', () => {
    expect([listenDenied, writeDenied, getDenied].map(isPermissionDenied)).toEqual([true, true, true]);
    expect(isPermissionDenied(new Error('network down'))).toBe(false);
    expect(isPermissionDenied('permission_denied')).toBe(false);
  });

  it('says a denied read in Norwegian, and a broken one differently', () => {
    expect(describeReadError(listenDenied)).toEqual({ kind: 'denied', message: READ_DENIED_TEXT });
    expect(describeReadError(new DataShapeError('x')).kind).toBe('invalid-data');
    expect(describeReadError(new Error('x')).kind).toBe('other');
  });

  it('shows an input error as written, and a refused write as a refusal', () => {
    expect(describeWriteError(new InputError('Skriv inn navnet.'))).toEqual({ kind: 'input', message: 'Skriv inn navnet.' });
    expect(describeWriteError(writeDenied)).toEqual({ kind: 'denied', message: WRITE_DENIED_TEXT });
    expect(describeWriteError(new Error('boom')).kind).toBe('other');
  });
});
