import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';
import { PLACEHOLDER_ID } from '@/lib/routes/dynamicRoutes.mjs';

export const metadata: Metadata = { title: 'Kjøleskap' };
export const dynamicParams = false;

// One page is exported; Firebase Hosting rewrites every id to it (see README).
export function generateStaticParams() {
  return [{ id: PLACEHOLDER_ID }];
}

export default function FridgePage() {
  return <RoomComingSoon title="Kjøleskap" route="fridge" />;
}
