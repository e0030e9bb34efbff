'use client';
import type { Database } from 'firebase/database';
import { useDatabase } from 'reactfire';

/**
 * The database of a screen under DatabaseGate, for what is neither a read nor a write of a form
 * or button (presence with onDisconnect, a one-off lookup). reactfire stays in this folder:
 * the rest of the code asks for the database here.
 */
export function useScreenDatabase(): Database {
  return useDatabase();
}
