import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RoadmapLazy } from './lazy';

/** The home page's roadmap: a heading and the live list, which loads after the page. */
export default function RoadmapSection() {
  return (
    <Box component="section" aria-labelledby="roadmap-heading" sx={{ mb: 3 }}>
      <Typography id="roadmap-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Veikart
      </Typography>
      <RoadmapLazy />
    </Box>
  );
}
