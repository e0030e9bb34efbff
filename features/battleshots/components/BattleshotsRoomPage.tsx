'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { battleshotsSnapshot } from '../snapshot';
import { battleshotsEarlyNotice } from './earlyFullNotice';
import BattleshotsSnapshot from './BattleshotsSnapshot';
import { BattleshotsRoomScreen } from './lazy';

// A private room's wall takes typing before the live part has loaded.
const PASSWORD_WALL = earlyPasswordWall();
// A full room says so with the card, to a phone without a seat (docs/rooms.md, step 3).
const FULL_NOTICE = battleshotsEarlyNotice();

/** A Battleshots room: its status from the REST snapshot first, then the live room. */
export default function BattleshotsRoomPage() {
  return <RoomFirstPaint roomGame="battleshots" source={battleshotsSnapshot} snapshot={BattleshotsSnapshot} live={BattleshotsRoomScreen} refused={PASSWORD_WALL} form={FULL_NOTICE} />;
}
