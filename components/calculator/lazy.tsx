'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const CalculatorLazy = dynamic(() => import('./CalculatorScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
