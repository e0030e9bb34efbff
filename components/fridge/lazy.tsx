'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

export const FridgeScreenLazy = dynamic(() => import('./FridgeScreen'), { ssr: false, loading: () => <Loading /> });
