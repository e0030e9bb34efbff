'use client';
import dynamic from 'next/dynamic';

/** The session messages are never part of the first paint, so their code loads afterwards. */
const SessionStatus = dynamic(() => import('./SessionStatus'), { ssr: false });
export default SessionStatus;
