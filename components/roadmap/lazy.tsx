'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

const placeholder = () => <Loading label="Henter veikartet …" />;

export const RoadmapLazy = dynamic(() => import('./RoadmapScreen'), { ssr: false, loading: placeholder });
export const RoadmapAdminLazy = dynamic(() => import('./RoadmapAdmin'), { ssr: false, loading: () => <Loading /> });
