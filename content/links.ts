/**
 * The family link dashboard (/links). Edit this file and rebuild; the build checks it against content/schema.ts
 * (https only, unique ids, the four groups present and non-empty, a colour for every tile
 * without a logo).
 *
 * Logos come from simple-icons (import each one by name so only those end up in the bundle).
 * Brands simple-icons does not carry get a fallback badge: `color` plus `monogram` or `symbol`.
 */
import {
  siBitwarden,
  siFacebook,
  siGoogle,
  siGoogledrive,
  siHbomax,
  siIcloud,
  siInstagram,
  siMessenger,
  siNetflix,
  siShopify,
  siSnapchat,
  siSpotify,
  siTelenor,
} from 'simple-icons';
import type { Brand } from './brand';

export type { Brand, BrandLogo, BrandSymbol } from './brand';

export type LinkItem = Brand;

export type LinkGroupId = 'verktoy' | 'sosialt' | 'tv' | 'bank';

export type LinkGroup = {
  id: LinkGroupId;
  /** Heading shown above the group. */
  title: string;
  items: LinkItem[];
};

/** The greeting at the top of the page. */
export const linksGreeting = {
  title: 'Hei mamma ❤️',
  subtitle: 'Alt du bruker mest, samlet på ett sted. Trykk på en flis, så åpnes siden i en ny fane. Klem!',
};

export const linkGroups: LinkGroup[] = [
  {
    id: 'verktoy',
    title: 'Verktøy',
    items: [
      {
        id: 'chatgpt',
        name: 'ChatGPT',
        url: 'https://chatgpt.com/',
        color: '#10a37f',
        symbol: 'assistant',
        keywords: ['ki', 'ai', 'assistent', 'chat'],
      },
      { id: 'google', name: 'Google', url: 'https://www.google.com/', logo: siGoogle, keywords: ['søk'] },
      {
        id: 'google-drive',
        name: 'Google Drive',
        url: 'https://drive.google.com/',
        logo: siGoogledrive,
        keywords: ['dokumenter', 'filer', 'sky'],
      },
      {
        id: 'icloud',
        name: 'iCloud',
        url: 'https://www.icloud.com/',
        logo: siIcloud,
        keywords: ['apple', 'bilder', 'finn iphone', 'sky'],
      },
      {
        id: 'bitwarden',
        name: 'Bitwarden',
        url: 'https://vault.bitwarden.com/',
        logo: siBitwarden,
        keywords: ['passord'],
      },
      {
        id: 'shopify',
        name: 'Shopify',
        url: 'https://admin.shopify.com/',
        logo: siShopify,
        keywords: ['nettbutikk', 'bedrift', 'ordre'],
      },
      {
        id: '1881',
        name: '1881',
        url: 'https://www.1881.no/',
        color: '#e4032e',
        monogram: '1881',
        keywords: ['telefonkatalog', 'nummer', 'opplysning'],
      },
      {
        id: 'telenor',
        name: 'Telenor',
        url: 'https://www.telenor.no/',
        logo: siTelenor,
        keywords: ['internett', 'bredbånd', 'mobil', 'faktura'],
      },
    ],
  },
  {
    id: 'sosialt',
    title: 'Sosialt',
    items: [
      { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/', logo: siFacebook },
      { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/', logo: siInstagram },
      {
        id: 'messenger',
        name: 'Messenger',
        url: 'https://www.messenger.com/',
        logo: siMessenger,
        keywords: ['melding', 'chat'],
      },
      { id: 'snapchat', name: 'Snapchat', url: 'https://www.snapchat.com/', logo: siSnapchat },
    ],
  },
  {
    id: 'tv',
    title: 'TV / Streaming',
    items: [
      {
        id: 'nrk-tv',
        name: 'NRK TV',
        url: 'https://tv.nrk.no/',
        color: '#1b2330',
        monogram: 'NRK',
        keywords: ['tv', 'nyheter'],
      },
      {
        id: 'svt-play',
        name: 'SVT Play',
        url: 'https://www.svtplay.se/',
        color: '#1b7f3b',
        monogram: 'SVT',
        keywords: ['tv', 'sverige', 'svensk'],
      },
      {
        id: 'sveriges-radio',
        name: 'Sveriges Radio',
        url: 'https://www.sverigesradio.se/',
        color: '#0b5aa5',
        symbol: 'radio',
        keywords: ['radio', 'p1', 'p4', 'sverige', 'svensk'],
      },
      {
        id: 'spotify',
        name: 'Spotify',
        url: 'https://open.spotify.com/',
        logo: siSpotify,
        keywords: ['musikk', 'podkast'],
      },
      { id: 'netflix', name: 'Netflix', url: 'https://www.netflix.com/', logo: siNetflix, keywords: ['film', 'serier'] },
      { id: 'hbo-max', name: 'HBO Max', url: 'https://www.hbomax.com/', logo: siHbomax, keywords: ['film', 'serier'] },
      {
        id: 'disney-plus',
        name: 'Disney+',
        url: 'https://www.disneyplus.com/',
        color: '#0e2a6b',
        monogram: 'D+',
        keywords: ['film', 'serier', 'disney pluss'],
      },
    ],
  },
  {
    id: 'bank',
    title: 'Bank',
    items: [
      { id: 'dnb', name: 'DNB', url: 'https://www.dnb.no/', color: '#007272', monogram: 'DNB', keywords: ['nettbank'] },
      {
        id: 'sparebank-1',
        name: 'SpareBank 1',
        url: 'https://www.sparebank1.no/',
        color: '#002776',
        monogram: 'SB1',
        keywords: ['nettbank'],
      },
      {
        id: 'nordea',
        name: 'Nordea',
        url: 'https://www.nordea.no/',
        color: '#0000a0',
        monogram: 'N',
        keywords: ['nettbank'],
      },
      {
        id: 'handelsbanken',
        name: 'Handelsbanken',
        url: 'https://www.handelsbanken.se/',
        color: '#005aa0',
        monogram: 'HB',
        keywords: ['nettbank', 'sverige', 'svensk'],
      },
      {
        id: 'swedbank',
        name: 'Swedbank',
        url: 'https://www.swedbank.se/',
        color: '#ff5f00',
        monogram: 'S',
        keywords: ['nettbank', 'sverige', 'svensk'],
      },
    ],
  },
];
