'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { fridgeSnapshot } from '../snapshot';
import FridgeSnapshot from './FridgeSnapshot';
import { FridgeScreenLazy } from './lazy';

/** A fridge: its name and stock from the REST snapshot first, then the live screen. */
export default function FridgeRoomPage() {
  return <RoomFirstPaint source={fridgeSnapshot} snapshot={FridgeSnapshot} live={FridgeScreenLazy} />;
}
