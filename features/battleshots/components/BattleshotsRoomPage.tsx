'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { battleshotsSnapshot } from '../snapshot';
import BattleshotsSnapshot from './BattleshotsSnapshot';
import { BattleshotsRoomScreen } from './lazy';

/** A Battleshots room: its status from the REST snapshot first, then the live room (issue 20). */
export default function BattleshotsRoomPage() {
  return <RoomFirstPaint source={battleshotsSnapshot} snapshot={BattleshotsSnapshot} live={BattleshotsRoomScreen} />;
}
