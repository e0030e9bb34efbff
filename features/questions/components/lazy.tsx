'use client';
import { lazyDatabaseScreen } from '@/components/firebase/DatabaseLoading';

export const QuestionBoardLazy = lazyDatabaseScreen(() => import('./QuestionBoardScreen'));
