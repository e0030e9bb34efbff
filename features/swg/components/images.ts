import { GENERIC_IMG } from '@/features/swg/lib/game';

/**
 * Bundled images live in public/survival-images/; a stored image name is only ever a file name
 * there. Not public/swg/: the route /Swg exports to out/Swg/, and the two would be one folder on
 * a case-insensitive disk (macOS, Windows).
 */
export const IMAGE_DIR = '/survival-images';
export const playerImageUrl = (img: string) => `${IMAGE_DIR}/${img}`;
export const GENERIC_IMAGE_URL = playerImageUrl(GENERIC_IMG);
export const LOGO_URL = `${IMAGE_DIR}/logo.svg`;
