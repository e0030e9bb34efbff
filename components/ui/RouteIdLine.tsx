'use client';
import { useRouteId } from '@/lib/routes/useRouteId';

/** The id from the browser URL (the export was rendered for the placeholder id). */
export default function RouteIdLine({ route, className }: { route: string; className?: string }) {
  const { ready, id } = useRouteId(route);
  if (!ready) return null;
  return (
    <span className={className} data-testid="route-id">
      {id ? `Kode: ${id}` : 'Ingen kode i adressen.'}
    </span>
  );
}
