'use client';
import Typography from '@mui/material/Typography';
import { useRouteId } from '@/lib/routes/useRouteId';
import ComingSoon from './ComingSoon';

/** Placeholder for a dynamic route whose app has not landed; shows the id from the URL. */
export default function RoomComingSoon({ title, route }: { title: string; route: string }) {
  const { ready, id } = useRouteId(route);
  return (
    <ComingSoon title={title}>
      <Typography component="span" sx={{ display: 'block' }}>
        Denne delen av Portalen er under arbeid. Kom tilbake senere!
      </Typography>
      {ready ? (
        <Typography component="span" sx={{ display: 'block', mt: 1 }} data-testid="route-id">
          {id ? `Kode: ${id}` : 'Ingen kode i adressen.'}
        </Typography>
      ) : null}
    </ComingSoon>
  );
}
