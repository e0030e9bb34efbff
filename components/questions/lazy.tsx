'use client';
import { lazyPart } from '@/components/ui/lazyPart';
import DatabaseLoading from '@/components/firebase/DatabaseLoading';

export const QuestionBoardLazy = lazyPart(() => import('./QuestionBoardScreen'), { loading: () => <DatabaseLoading /> });
