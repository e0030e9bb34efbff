'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';
import Loading from '@/components/ui/Loading';
import WhenNearView from '@/components/ui/WhenNearView';

const placeholder = <Loading label="Henter veikartet …" />;

const RoadmapLazy = lazyPart(() => import('./RoadmapScreen'), { loading: () => placeholder });
export const RoadmapAdminLazy = lazyDatabaseScreen(() => import('./RoadmapAdmin'));

/** Under the tiles, below the fold on a phone: its code and data load as it comes into view. */
export function RoadmapNearView() {
  return (
    <WhenNearView placeholder={placeholder}>
      <RoadmapLazy />
    </WhenNearView>
  );
}
