import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PageProps = {
  title: string;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** Wider pages (tables, dashboards) may use 'md' or 'lg'; phones see the same either way. */
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
};

/** The common frame of every screen: one h1 and the content below it, phone first. */
export default function Page({ title, subtitle, maxWidth = 'sm', children }: PageProps) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Container>
  );
}
