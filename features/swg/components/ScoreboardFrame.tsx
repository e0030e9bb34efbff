import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Room left under the nav bar: the board fills the rest of a TV screen. */
const FULL_HEIGHT = 'calc(100dvh - 56px)';

/** The dark full-screen frame of /Swg, in the static HTML so a TV never flashes white. */
export default function ScoreboardFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ bgcolor: '#0b0d10', color: '#fff', minHeight: FULL_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <Typography
        component="h1"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
      >
        SWG resultattavle
      </Typography>
      {children}
    </Box>
  );
}
