'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { proostSnapshot } from '../snapshot';
import { ProostRoomScreen } from './lazy';
import ProostSnapshot from './ProostSnapshot';

// A private room's wall takes typing before the live part has loaded.
const PASSWORD_WALL = earlyPasswordWall();

/** A Proost room: its card from the REST snapshot first, then the live room. */
export default function ProostRoomPage() {
  return <RoomFirstPaint roomGame="proost" source={proostSnapshot} snapshot={ProostSnapshot} live={ProostRoomScreen} refused={PASSWORD_WALL} />;
}
