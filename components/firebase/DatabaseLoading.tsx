'use client';
import Loading from '@/components/ui/Loading';
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
