import SoupKitchenOutlined from '@mui/icons-material/SoupKitchenOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Menu } from '@/content/menu';
import MenuItemRow from './MenuItemRow';

/** The soup card, set apart from the rest of the menu. */
export default function TuesdayCard({ tuesday }: { tuesday: Menu['tuesday'] }) {
  const headingId = `${tuesday.id}-heading`;
  return (
    <Paper
      component="section"
      id={tuesday.id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        position: 'relative',
        scrollMarginTop: 72,
        mb: 3,
        px: 2,
        pt: 2,
        pb: 0.5,
        borderRadius: 2,
        borderWidth: 2,
        borderStyle: 'dashed',
        borderColor: 'secondary.main',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            flexShrink: 0,
          }}
        >
          <SoupKitchenOutlined aria-hidden="true" />
        </Box>
        <Box>
          <Typography
            id={headingId}
            component="h2"
            sx={{ fontSize: '1.3rem', fontWeight: 800, letterSpacing: '0.02em', lineHeight: 1.2 }}
          >
            {tuesday.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {tuesday.note}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        <MenuItemRow item={tuesday.item} />
      </Box>
    </Paper>
  );
}
