import { InputError } from '@/lib/firebase/errors';
import { checkText, nameRule, requireText, textRule } from '@/lib/forms/text';

describe('checkText', () => {
  it('trims and folds inner whitespace, so pasted line breaks never reach the database', () => {
    expect(checkText('  Ola \n  Nordmann\t', nameRule())).toEqual({ ok: true, value: 'Ola Nordmann' });
  });

  it('refuses empty and whitespace-only text with a Norwegian message naming the field', () => {
    expect(checkText('   ', nameRule('navnet'))).toEqual({ ok: false, value: '', message: 'Skriv inn navnet.' });
  });

  it('accepts a name of exactly 40 characters and refuses 41', () => {
    expect(checkText('a'.repeat(40), nameRule()).ok).toBe(true);
    const tooLong = checkText('a'.repeat(41), nameRule());
    expect(tooLong).toMatchObject({ ok: false, message: 'For langt: høyst 40 tegn (nå 41).' });
  });

  it('caps texts at 500', () => {
    expect(checkText('b'.repeat(500), textRule()).ok).toBe(true);
    expect(checkText('b'.repeat(501), textRule()).ok).toBe(false);
  });

  it('lets an optional field be empty', () => {
    expect(checkText(' ', { label: 'hylle', max: 40, optional: true })).toEqual({ ok: true, value: '' });
  });
});

describe('requireText', () => {
  it('returns the cleaned value or throws an InputError whose message the UI shows', () => {
    expect(requireText(' Kari ', nameRule())).toBe('Kari');
    expect(() => requireText('', nameRule('navnet'))).toThrow(new InputError('Skriv inn navnet.'));
  });
});
