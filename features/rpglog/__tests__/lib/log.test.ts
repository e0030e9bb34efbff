import { endSession, entryLine, isoDate, logText, mapLog, parseSession } from '@/features/rpglog/lib/log';

const raw = {
  b: { title: 'Kjøpte hest', person: 'Ola', session: 1, from: 'DM', date: '2026-10-01' },
  a: { title: 'Møtte trollet', person: '', session: 2, from: 'Kari', date: '2026-10-08' },
  c: { title: 'Ankom byen', person: 'Alle', session: 1, from: 'DM', date: '2026-10-01' },
  info: { session: 3, story: { s1: 'Reisen begynte.', s2: 'Trollet ble venn.' } },
};

describe('mapLog', () => {
  it('shows every entry and never the info node, even when info sorts last', () => {
    const log = mapLog(raw);
    expect(log.entries.map((e) => e.title)).toEqual(['Kjøpte hest', 'Ankom byen', 'Møtte trollet']);
    expect(log.info).toEqual({ session: 3, stories: { 1: 'Reisen begynte.', 2: 'Trollet ble venn.' } });
  });

  it('skips entries without a title, fills a missing sender with DM, and starts at session 1', () => {
    const log = mapLog({ x: { person: 'Ola' }, y: { title: 'Noe', session: '4' }, z: 'tekst' });
    expect(log.entries).toEqual([{ key: 'y', title: 'Noe', person: '', session: 4, from: 'DM', date: '', by: '' }]);
    expect(log.info).toEqual({ session: 1, stories: {} });
    expect(mapLog(null)).toEqual({ entries: [], info: { session: 1, stories: {} } });
  });

  it('reads an older single story as the previous session’s', () => {
    expect(mapLog({ info: { session: 4, story: 'Forrige gang' } }).info.stories).toEqual({ 3: 'Forrige gang' });
  });
});

describe('endSession', () => {
  it('records the story and moves to the next session', () => {
    expect(endSession({ session: 2, stories: { 1: 'a' } }, 2, '  Dragen falt. ')).toEqual({
      session: 3,
      stories: { 1: 'a', 2: 'Dragen falt.' },
    });
  });
  it('moves on by one only, even when a later session number is ended (the rules allow no jump)', () => {
    expect(endSession({ session: 2, stories: {} }, 7, 'x')).toEqual({ session: 3, stories: { 7: 'x' } });
  });
  it('never moves the number back when an earlier session is ended again', () => {
    expect(endSession({ session: 5, stories: {} }, 2, 'sent')).toEqual({ session: 5, stories: { 2: 'sent' } });
  });
  it('keeps an existing story when no new one is written', () => {
    expect(endSession({ session: 2, stories: { 2: 'gammel' } }, 2, ' ')).toEqual({ session: 3, stories: { 2: 'gammel' } });
  });
});

describe('parseSession', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['9999', 9999],
    ['0', null],
    ['', null],
    ['1.5', null],
    ['-2', null],
    ['10000', null],
    ['tre', null],
  ])('%p → %p', (input, expected) => expect(parseSession(input)).toBe(expected));
});

describe('log text', () => {
  it('groups by session with each story, one line per entry, ready for a chat', () => {
    expect(logText('DnD-logg', mapLog(raw))).toBe(
      [
        'DnD-logg',
        '',
        'Økt 1',
        'Reisen begynte.',
        '- 01.10.2026 – Kjøpte hest (Ola) · fra DM',
        '- 01.10.2026 – Ankom byen (Alle) · fra DM',
        '',
        'Økt 2',
        'Trollet ble venn.',
        '- 08.10.2026 – Møtte trollet · fra Kari',
      ].join('\n'),
    );
  });
  it('says so when the log is empty', () => {
    expect(logText('Gjenstander', mapLog({ info: { session: 1 } }))).toBe('Gjenstander\n\nIngen oppføringer ennå.');
  });
  it('leaves the date out when there is none', () => {
    expect(entryLine({ key: 'k', title: 'Sverd', person: '', session: 1, from: 'DM', date: '', by: '' })).toBe('Sverd · fra DM');
  });
});

it('isoDate gives the local calendar day', () => {
  expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
