'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { cahSnapshot } from '../snapshot';
import CahSnapshot from './CahSnapshot';
import { CahRoomScreen } from './lazy';

/** A Cah room: its black card from the REST snapshot first, then the live room (issue 20). */
export default function CahRoomPage() {
  return <RoomFirstPaint source={cahSnapshot} snapshot={CahSnapshot} live={CahRoomScreen} />;
}
