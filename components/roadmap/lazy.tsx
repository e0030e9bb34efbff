'use client';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

// The roadmap takes room before its data arrives, so the tiles below do not jump as much.
const placeholder = () => (
  <Box sx={{ minHeight: 160 }}>
    <Loading label="Henter veikartet …" />
  </Box>
);

export const RoadmapLazy = dynamic(() => import('./RoadmapScreen'), { ssr: false, loading: placeholder });
export const RoadmapAdminLazy = dynamic(() => import('./RoadmapAdmin'), { ssr: false, loading: () => <Loading /> });
