'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { proostSnapshot } from '../snapshot';
import { ProostRoomScreen } from './lazy';
import ProostSnapshot from './ProostSnapshot';

/** A Proost room: its card from the REST snapshot first, then the live room (issue 20). */
export default function ProostRoomPage() {
  return <RoomFirstPaint source={proostSnapshot} snapshot={ProostSnapshot} live={ProostRoomScreen} />;
}
