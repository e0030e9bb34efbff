'use client';
import Box from '@mui/material/Box';
import Link from 'next/link';
import { APPS } from '@/lib/routes/apps';

// Plain styled links rather than Card/CardActionArea: fourteen ripple buttons cost a cheap phone
// noticeable time to hydrate, and a link tile needs none of it.
export default function AppGrid() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {APPS.map((app) => (
        <li key={app.href}>
          <Box
            component={Link}
            href={app.href}
            sx={{
              display: 'block',
              height: '100%',
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              textDecoration: 'none',
              transition: 'border-color 120ms, box-shadow 120ms',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              '& .name': { display: 'block', fontWeight: 700 },
              '& .desc': { display: 'block', color: 'text.secondary', fontSize: '0.875rem', mt: 0.25 },
              '& .soon': { display: 'block', color: 'text.secondary', fontSize: '0.75rem', mt: 0.5 },
              '& .beta': {
                ml: 0.75,
                px: 0.75,
                borderRadius: 9,
                fontSize: 11,
                fontWeight: 700,
                bgcolor: 'action.selected',
                verticalAlign: 'middle',
              },
            }}
          >
            <span className="name">
              {app.name}
              {app.beta ? <span className="beta">beta</span> : null}
            </span>
            <span className="desc">{app.description}</span>
            {!app.ready ? <span className="soon">Kommer snart</span> : null}
          </Box>
        </li>
      ))}
    </Box>
  );
}
