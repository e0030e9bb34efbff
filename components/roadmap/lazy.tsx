'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';
import Loading from '@/components/ui/Loading';
import WhenNearView from '@/components/ui/WhenNearView';

const placeholder = <Loading label="Henter veikartet …" />;

const RoadmapLazy = dynamic(() => import('./RoadmapScreen'), { ssr: false, loading: () => placeholder });
export const RoadmapAdminLazy = dynamic(() => import('./RoadmapAdmin'), { ssr: false, loading: () => <DatabaseLoading /> });

/** Under the tiles, below the fold on a phone: its code and data load as it comes into view. */
export function RoadmapNearView() {
  return (
    <WhenNearView placeholder={placeholder}>
      <RoadmapLazy />
    </WhenNearView>
  );
}
