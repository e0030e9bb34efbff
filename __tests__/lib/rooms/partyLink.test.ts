import { parsePartyLink, partyLinkKey, rememberPartyOf } from '@/lib/rooms/partyLink';

// The note «Gå inn» leaves on the phone, so a party room links back to its party
// (docs/rooms.md §Festrom): a broken or foreign value gives no link, never a broken page.
describe('partyLink', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the party a room was entered from, per game and room', () => {
    rememberPartyOf('proost', 'AB2CD', { code: 'FEST2', name: 'Lørdagsfest' });
    expect(parsePartyLink(window.localStorage.getItem(partyLinkKey('proost', 'AB2CD')))).toEqual({ code: 'FEST2', name: 'Lørdagsfest' });
    expect(window.localStorage.getItem(partyLinkKey('cah', 'AB2CD'))).toBeNull();
  });

  it('cuts a long name and refuses anything that is not a party code', () => {
    rememberPartyOf('cah', 'XY3ZW', { code: 'FEST2', name: 'x'.repeat(60) });
    expect(parsePartyLink(window.localStorage.getItem(partyLinkKey('cah', 'XY3ZW')))?.name).toHaveLength(40);
    expect(parsePartyLink(null)).toBeNull();
    expect(parsePartyLink('not json')).toBeNull();
    expect(parsePartyLink('null')).toBeNull();
    expect(parsePartyLink(JSON.stringify({ code: '../admin', name: 'x' }))).toBeNull();
    expect(parsePartyLink(JSON.stringify({ code: 'FEST2' }))).toEqual({ code: 'FEST2', name: '' });
  });
});
