import type { Metadata } from 'next';
import RoomComingSoon from '@/components/ui/RoomComingSoon';
import { PLACEHOLDER_ID } from '@/lib/routes/dynamicRoutes.mjs';

export const metadata: Metadata = { title: 'Battleshots' };
export const dynamicParams = false;

// One page is exported; Firebase Hosting rewrites every id to it (see README).
export function generateStaticParams() {
  return [{ id: PLACEHOLDER_ID }];
}

export default function BattleshotsRoomPage() {
  return <RoomComingSoon title="Battleshots" route="battleshots" />;
}
