/** @jest-environment node */
import { formatGap, formatIncident, formatLapTime, formatPercent } from '@/features/f1/lib/format';

describe('formatLapTime', () => {
  it.each([
    [104.4, '1:44.400'],
    [59.9996, '1:00.000'],
    [5.0704, '0:05.070'],
    [3725.5, '1:02:05.500'],
    [0, '0:00.000'],
  ])('%p s → %s', (seconds, text) => {
    expect(formatLapTime(seconds)).toBe(text);
  });
});

describe('other formats', () => {
  it('formats gaps under and over a minute', () => {
    expect(formatGap(11.6)).toBe('+11.600 s');
    expect(formatGap(75.25)).toBe('+1:15.250');
  });

  it('labels incidents with their penalty in Norwegian', () => {
    expect(formatIncident('missedBraking')).toBe('Bommet på bremsingen +5 s');
    expect(formatIncident('spin')).toBe('Spinn +8 s');
    expect(formatIncident('carIssues')).toBe('Tekniske problemer +15 s');
  });

  it('formats percentages in Norwegian', () => {
    expect(formatPercent(0.2)).toBe('20 %');
    expect(formatPercent(1)).toBe('100 %');
    expect(formatPercent(0.004)).toBe('0 %');
  });
});
