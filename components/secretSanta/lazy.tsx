'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

export const SecretSantaLazy = dynamic(() => import('./SecretSantaScreen'), { ssr: false, loading: () => <Loading /> });
export const SantaDrawAdminLazy = dynamic(() => import('./SantaDrawAdmin'), { ssr: false, loading: () => <Loading /> });
