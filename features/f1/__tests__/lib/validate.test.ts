/** @jest-environment node */
import { DEFAULT_SETTINGS } from '@/features/f1/lib/constants';
import { toForm, validateSettings, type SimulationForm } from '@/features/f1/lib/validate';

const form = (overrides: Partial<SimulationForm> = {}): SimulationForm => ({
  ...toForm(DEFAULT_SETTINGS),
  ...overrides,
});

const errorsOf = (overrides: Partial<SimulationForm>) => {
  const result = validateSettings(form(overrides));
  if (result.ok) throw new Error(`expected errors for ${JSON.stringify(overrides)}`);
  return result.errors;
};

describe('validateSettings', () => {
  it('accepts the defaults and returns typed settings', () => {
    expect(validateSettings(form())).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it('trims, accepts a decimal comma in the speed and takes the rainy weather and other tyres', () => {
    expect(
      validateSettings(form({ laps: ' 12 ', speedKmh: '212,5', tyre: 'Wet', weather: 'Rainy', engineDurability: '60' })),
    ).toEqual({
      ok: true,
      settings: { laps: 12, speedKmh: 212.5, tyre: 'Wet', weather: 'Rainy', engineDurability: 60 },
    });
  });

  it('accepts the limits themselves', () => {
    expect(validateSettings(form({ laps: '100', speedKmh: '400', engineDurability: '1' })).ok).toBe(true);
    expect(validateSettings(form({ laps: '1', speedKmh: '50', engineDurability: '100' })).ok).toBe(true);
  });

  it.each([
    ['0', 'Løpet må ha minst 1 runde.'],
    ['-3', 'Løpet må ha minst 1 runde.'],
    ['101', 'Løpet kan ha høyst 100 runder.'],
    ['2.5', 'Antall runder må være et helt tall.'],
    ['tre', 'Antall runder må være et tall.'],
    ['   ', 'Skriv inn antall runder.'],
  ])('refuses laps %p: %s', (laps, message) => {
    expect(errorsOf({ laps })).toEqual({ laps: message });
  });

  it.each([
    ['0', 'Farten må være minst 50 km/t.'],
    ['-200', 'Farten må være minst 50 km/t.'],
    ['49.9', 'Farten må være minst 50 km/t.'],
    ['401', 'Farten kan være høyst 400 km/t.'],
    ['1e6', 'Farten kan være høyst 400 km/t.'],
    ['fort', 'Farten må være et tall.'],
    ['', 'Skriv inn farten i km/t.'],
  ])('refuses speed %p: %s', (speedKmh, message) => {
    expect(errorsOf({ speedKmh })).toEqual({ speedKmh: message });
  });

  it.each([
    ['0', 'Motorens holdbarhet må være minst 1.'],
    ['150', 'Motorens holdbarhet kan være høyst 100 (en ny motor).'],
    ['50.5', 'Motorens holdbarhet må være et helt tall.'],
    ['', 'Skriv inn motorens holdbarhet.'],
  ])('refuses engine durability %p: %s', (engineDurability, message) => {
    expect(errorsOf({ engineDurability })).toEqual({ engineDurability: message });
  });

  it('refuses unknown tyres and weather', () => {
    expect(errorsOf({ tyre: 'Supersoft', weather: 'Snow' })).toEqual({
      tyre: 'Velg dekk: Soft, Medium, Hard eller Wet.',
      weather: 'Velg vær: sol eller regn.',
    });
  });

  it('reports one message for every bad field at once', () => {
    expect(Object.keys(errorsOf({ laps: '0', speedKmh: '9000', engineDurability: 'x' })).sort()).toEqual([
      'engineDurability',
      'laps',
      'speedKmh',
    ]);
  });
});
