'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { cahSnapshot } from '../snapshot';
import CahSnapshot from './CahSnapshot';
import { CahRoomScreen } from './lazy';

// A private room's wall takes typing before the live part has loaded.
const PASSWORD_WALL = earlyPasswordWall();

/** A Cah room: its black card from the REST snapshot first, then the live room (issue 20). */
export default function CahRoomPage() {
  return <RoomFirstPaint source={cahSnapshot} snapshot={CahSnapshot} live={CahRoomScreen} refused={PASSWORD_WALL} />;
}
