'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const SecretSantaLazy = dynamic(() => import('./SecretSantaScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
export const SantaDrawAdminLazy = dynamic(() => import('./SantaDrawAdmin'), { ssr: false, loading: () => <DatabaseLoading /> });
