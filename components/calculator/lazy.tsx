'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

export const CalculatorLazy = dynamic(() => import('./CalculatorScreen'), { ssr: false, loading: () => <Loading /> });
