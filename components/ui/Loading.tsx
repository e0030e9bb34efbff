import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function Loading({ label = 'Laster …' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={22} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
