'use client';
import type { ComponentType } from 'react';
import Loading from '@/components/ui/Loading';
import { lazyPart, type LazyPart } from '@/components/ui/lazyPart';
import { useStartSessionNow } from './SessionProvider';

/**
 * The placeholder of a lazily loaded database screen. It starts sign-in and the database SDK's
 * download while the screen's own code is still loading, instead of after it: on a phone each
 * of those waits is a round trip, and a database screen's data is its page's content.
 */
export default function DatabaseLoading() {
  useStartSessionNow();
  return <Loading />;
}

/**
 * A database screen loaded after the page, so the Firebase SDK under it stays out of the first
 * load, with DatabaseLoading (which starts sign-in at once) while its code arrives.
 */
export function lazyDatabaseScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { mui = true }: { mui?: boolean } = {},
): LazyPart<P> {
  return lazyPart(load, { loading: () => <DatabaseLoading />, mui });
}
