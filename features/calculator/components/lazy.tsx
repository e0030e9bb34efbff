'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import Loading from '@/components/ui/Loading';

// The tiles need no database; sign-in starts with the archive part inside the screen.
export const CalculatorLazy = lazyPart(() => import('./CalculatorScreen'), { loading: () => <Loading /> });
