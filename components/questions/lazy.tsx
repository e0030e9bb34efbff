'use client';
import dynamic from 'next/dynamic';
import Loading from '@/components/ui/Loading';

export const QuestionBoardLazy = dynamic(() => import('./QuestionBoardScreen'), { ssr: false, loading: () => <Loading /> });
