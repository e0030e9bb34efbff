/**
 * The logo-tile page (/tiles): exactly 13 tiles on a backdrop. Edit this file and rebuild;
 * the build checks it against content/schema.ts (13 tiles, https only, unique ids, valid styles).
 *
 * `style` picks the look of each tile: 'brand' (the whole tile in the brand colour),
 * 'dark' (near-black tile, logo in colour) or 'small' (light tile with a small logo).
 */
import {
  siFacebook,
  siGoogle,
  siGooglephotos,
  siHbomax,
  siInstagram,
  siNetflix,
  siSnapchat,
  siSpotify,
  siViaplay,
  siWhatsapp,
  siYoutube,
} from 'simple-icons';
import type { Brand } from './brand';

export type { Brand, BrandLogo, BrandSymbol } from './brand';

export const TILE_STYLES = ['brand', 'dark', 'small'] as const;
export type TileStyle = (typeof TILE_STYLES)[number];

export type Tile = Brand & { style: TileStyle };

export const TILE_COUNT = 13;

export const tilesIntro = {
  title: 'Snarveier',
  subtitle: 'Favorittene dine, ett trykk unna.',
};

export const tiles: Tile[] = [
  { id: 'google', name: 'Google', url: 'https://www.google.com/', logo: siGoogle, style: 'small', keywords: ['søk'] },
  {
    id: 'spotify',
    name: 'Spotify',
    url: 'https://open.spotify.com/',
    logo: siSpotify,
    style: 'dark',
    keywords: ['musikk', 'podkast'],
  },
  {
    id: 'google-photos',
    name: 'Google Foto',
    url: 'https://photos.google.com/',
    logo: siGooglephotos,
    style: 'small',
    keywords: ['bilder', 'photos', 'album'],
  },
  {
    id: 'netflix',
    name: 'Netflix',
    url: 'https://www.netflix.com/',
    logo: siNetflix,
    style: 'dark',
    keywords: ['film', 'serier', 'strømming'],
  },
  {
    id: 'youtube',
    name: 'YouTube',
    url: 'https://www.youtube.com/',
    logo: siYoutube,
    style: 'brand',
    keywords: ['video', 'tv'],
  },
  {
    id: 'viaplay',
    name: 'Viaplay',
    url: 'https://viaplay.no/',
    logo: siViaplay,
    style: 'brand',
    keywords: ['film', 'serier', 'sport', 'strømming'],
  },
  {
    id: 'hbo-max',
    name: 'HBO Max',
    url: 'https://www.hbomax.com/',
    logo: siHbomax,
    style: 'dark',
    keywords: ['film', 'serier', 'strømming'],
  },
  {
    id: 'nrk-tv',
    name: 'NRK TV',
    url: 'https://tv.nrk.no/',
    color: '#1b2330',
    monogram: 'NRK',
    style: 'dark',
    keywords: ['tv', 'nyheter'],
  },
  {
    id: 'vg',
    name: 'VG',
    url: 'https://www.vg.no/',
    color: '#d0021b',
    monogram: 'VG',
    style: 'brand',
    keywords: ['nyheter', 'avis'],
  },
  { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/', logo: siFacebook, style: 'small', keywords: ['sosialt'] },
  {
    id: 'instagram',
    name: 'Instagram',
    url: 'https://www.instagram.com/',
    logo: siInstagram,
    style: 'brand',
    keywords: ['bilder', 'sosialt'],
  },
  {
    id: 'snapchat',
    name: 'Snapchat',
    url: 'https://www.snapchat.com/',
    logo: siSnapchat,
    style: 'brand',
    keywords: ['sosialt', 'melding'],
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    url: 'https://web.whatsapp.com/',
    logo: siWhatsapp,
    style: 'small',
    keywords: ['melding', 'chat'],
  },
];
