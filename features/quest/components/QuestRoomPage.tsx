'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { questSnapshot } from '../snapshot';
import { QuestScreenLazy } from './lazy';
import QuestSnapshot from './QuestSnapshot';

/** A quest log: its visible quests from the REST snapshot first, then the live screen. */
export default function QuestRoomPage() {
  return <RoomFirstPaint source={questSnapshot} snapshot={QuestSnapshot} live={QuestScreenLazy} />;
}
