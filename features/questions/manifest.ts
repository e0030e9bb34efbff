import type { AppManifest } from '@/lib/routes/manifest';

export const manifest: AppManifest = {
  id: 'questions',
  pages: [{ route: '/questions/', tile: { name: 'Spørsmål', description: 'Send spørsmål til noen i rommet', ready: true } }],
  rules: () => import('./rules').then((m) => m.rules),
  rates: () => import('@/lib/firebase/questionBoardRates').then((m) => m.questionBoardRates),
  migrate: () => import('./migrate').then((m) => m.migration),
};
