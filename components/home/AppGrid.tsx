'use client';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { APPS } from '@/lib/routes/apps';

export default function AppGrid() {
  return (
    <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {APPS.map((app) => (
        <Grid key={app.href} size={{ xs: 6, sm: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} href={app.href} sx={{ p: 1.5, height: '100%' }}>
              <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                {app.name}
                {app.beta ? <Chip label="beta" size="small" sx={{ ml: 0.75, height: 18, fontSize: 11 }} /> : null}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {app.description}
              </Typography>
              {!app.ready ? (
                <Typography component="span" variant="caption" color="text.secondary">
                  Kommer snart
                </Typography>
              ) : null}
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
