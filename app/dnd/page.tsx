import type { Metadata } from 'next';
import { RpgLogScreenLazy } from '@/features/rpglog/components/lazy';
import { RPG_LOG_TEXTS } from '@/features/rpglog/components/texts';
import Page from '@/components/ui/Page';

const texts = RPG_LOG_TEXTS.DND;
export const metadata: Metadata = { title: texts.title };

export default function DndPage() {
  return (
    <Page title={texts.title} subtitle={texts.subtitle} maxWidth="lg">
      <RpgLogScreenLazy node="DND" />
    </Page>
  );
}
