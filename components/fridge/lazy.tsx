'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const FridgeScreenLazy = dynamic(() => import('./FridgeScreen'), { ssr: false, loading: () => <DatabaseLoading /> });

export const FridgeStartLazy = dynamic(() => import('./FridgeStartScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
