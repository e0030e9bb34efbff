'use client';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSession } from '@/components/firebase/SessionProvider';

const links = [
  { href: '/', label: 'Hjem', beta: false },
  { href: '/proost/', label: 'Proost', beta: true },
];

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname.startsWith(href.replace(/\/$/, ''));
}

export default function NavBar() {
  const pathname = usePathname() ?? '/';
  return (
    <AppBar
      position="sticky"
      color="primary"
      enableColorOnDark
      elevation={1}
      // In the dark scheme the light primary would glare; a deep blue keeps white text readable.
      sx={(theme) => theme.applyStyles('dark', { backgroundColor: '#12305c', color: '#fff' })}
    >
      <Toolbar sx={{ gap: 0.5, flexWrap: 'wrap', minHeight: { xs: 56 }, py: { xs: 0.5, sm: 0 } }}>
        <Typography
          component={Link}
          href="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: 1 }}
        >
          Portalen
        </Typography>
        <Box component="nav" aria-label="Hovedmeny" sx={{ display: 'flex', gap: 0.5 }}>
          {links.map((link) => (
            <Button
              key={link.href}
              component={Link}
              href={link.href}
              color="inherit"
              aria-current={isActive(pathname, link.href) ? 'page' : undefined}
              sx={{
                px: 1.25,
                minWidth: 0,
                bgcolor: isActive(pathname, link.href) ? 'rgba(255,255,255,0.16)' : undefined,
              }}
            >
              {link.label}
              {link.beta ? <BetaBadge /> : null}
            </Button>
          ))}
        </Box>
        <UserId />
      </Toolbar>
    </AppBar>
  );
}

/** The anonymous user id: full width on its own line on phones, at the right on wider screens. */
function UserId() {
  const session = useSession();
  return (
    <Box
      sx={{
        ml: { xs: 0, sm: 'auto' },
        flexBasis: { xs: '100%', sm: 'auto' },
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        minWidth: 0,
        pb: { xs: 0.5, sm: 0 },
        opacity: 0.9,
      }}
    >
      <Typography component="span" variant="caption">
        Bruker:
      </Typography>
      {session.status === 'ready' ? (
        <Typography
          component="span"
          variant="caption"
          data-testid="user-id"
          title={session.uid}
          sx={{ fontFamily: 'ui-monospace, monospace', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {session.uid}
        </Typography>
      ) : session.status === 'error' ? (
        <Typography component="span" variant="caption">
          ikke innlogget
        </Typography>
      ) : (
        // A plain placeholder bar: the shell avoids extra components on first load.
        <Box
          component="span"
          aria-label="Logger inn"
          role="status"
          sx={{ width: 200, height: 10, borderRadius: 5, bgcolor: 'rgba(255,255,255,0.25)' }}
        />
      )}
    </Box>
  );
}

function BetaBadge() {
  return (
    <Box
      component="span"
      sx={{
        ml: 0.75,
        px: 0.75,
        lineHeight: '18px',
        borderRadius: 9,
        fontSize: 11,
        fontWeight: 700,
        // Dark text on amber passes WCAG contrast on the blue bar in both schemes.
        bgcolor: '#ffd54f',
        color: '#1a1a1a',
      }}
    >
      beta
    </Box>
  );
}
