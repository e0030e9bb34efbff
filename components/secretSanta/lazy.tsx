'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const SecretSantaLazy = lazyPart(() => import('./SecretSantaScreen'), { loading: () => <DatabaseLoading /> });
export const SantaDrawAdminLazy = lazyPart(() => import('./SantaDrawAdmin'), { loading: () => <DatabaseLoading /> });
