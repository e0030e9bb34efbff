'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { battleshotsSnapshot } from '../snapshot';
import { battleshotsEarlySeat } from './earlySeat';
import BattleshotsSnapshot from './BattleshotsSnapshot';
import { BattleshotsRoomScreen } from './lazy';

// A private room's wall takes typing before the live part has loaded.
const PASSWORD_WALL = earlyPasswordWall();
// A phone without a seat learns with the card whether it can take one, and the box takes typing
// (docs/rooms.md, step 3).
const SEAT = battleshotsEarlySeat();

/** A Battleshots room: its status from the REST snapshot first, then the live room. */
export default function BattleshotsRoomPage() {
  return <RoomFirstPaint roomGame="battleshots" source={battleshotsSnapshot} snapshot={BattleshotsSnapshot} live={BattleshotsRoomScreen} refused={PASSWORD_WALL} form={SEAT} />;
}
