'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

export const SecretSantaLazy = lazyDatabaseScreen(() => import('./SecretSantaScreen'));
export const SantaDrawAdminLazy = lazyDatabaseScreen(() => import('./SantaDrawAdmin'));
