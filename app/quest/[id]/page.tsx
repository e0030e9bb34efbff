import type { Metadata } from 'next';
import { QuestScreenLazy } from '@/components/quest/lazy';

export const metadata: Metadata = { title: 'Questlog' };
export const dynamicParams = false;
export { generateStaticParams } from '@/lib/routes/placeholderParams';

export default function QuestPage() {
  return <QuestScreenLazy />;
}
