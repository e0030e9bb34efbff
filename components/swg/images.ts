import { GENERIC_IMG } from '@/lib/swg/game';

/** Bundled images live in public/swg/; a stored image name is only ever a file name there. */
export const playerImageUrl = (img: string) => `/swg/${img}`;
export const GENERIC_IMAGE_URL = playerImageUrl(GENERIC_IMG);
export const LOGO_URL = '/swg/logo.svg';
