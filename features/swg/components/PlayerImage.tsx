'use client';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { GENERIC_IMAGE_URL, playerImageUrl } from './images';

/** A player's photo, or the bundled generic one when theirs is missing. */
export default function PlayerImage({ img, dead, sx }: { img: string; dead: boolean; sx?: object }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? GENERIC_IMAGE_URL : playerImageUrl(img);
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', objectFit: 'cover', filter: dead ? 'grayscale(1) brightness(0.55)' : 'none', ...sx }}
    />
  );
}
