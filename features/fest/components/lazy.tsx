'use client';
// The party's screens are plain parts in the page's HTML (FestStartScreen, FestPartyPage) that
// load their live parts themselves, after the page (docs/rooms.md §Festrom).
export { default as FestStartScreen } from './FestStartScreen';
export { default as FestPartyScreen } from './FestPartyPage';
