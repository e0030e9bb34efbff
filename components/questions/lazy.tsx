'use client';
import dynamic from 'next/dynamic';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const QuestionBoardLazy = dynamic(() => import('./QuestionBoardScreen'), { ssr: false, loading: () => <DatabaseLoading /> });
