'use client';
import RoomFirstPaint from '@/components/rooms/RoomFirstPaint';
import { earlyPasswordWall } from '@/components/rooms/earlyPasswordWall';
import { cahSnapshot } from '../snapshot';
import CahSnapshot from './CahSnapshot';
import { cahEarlyJoin } from './earlyJoinForm';
import { CahRoomScreen } from './lazy';

// A private room's wall takes typing before the live part has loaded.
const PASSWORD_WALL = earlyPasswordWall();
// So does the name box a guest without a seat needs (docs/rooms.md, step 3).
const JOIN_FORM = cahEarlyJoin();
// Once signed in: the question bank, and a seat for a name sent from that box (earlySeat.ts).
const START = () => import('./earlySeat').then((module) => module.startCahRoom);

/** A Cah room: its black card from the REST snapshot first, then the live room. */
export default function CahRoomPage() {
  return <RoomFirstPaint roomGame="cah" source={cahSnapshot} snapshot={CahSnapshot} live={CahRoomScreen} refused={PASSWORD_WALL} form={JOIN_FORM} signedIn={START} />;
}
