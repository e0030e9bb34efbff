import type { Metadata } from 'next';
import { RpgLogScreenLazy } from '@/features/rpglog/components/lazy';
import { RPG_LOG_TEXTS } from '@/features/rpglog/components/texts';
import Page from '@/components/ui/Page';

const texts = RPG_LOG_TEXTS.DND_Items;
export const metadata: Metadata = { title: texts.title };

export default function DndItemsPage() {
  return (
    <Page title={texts.title} subtitle={texts.subtitle} maxWidth="lg">
      <RpgLogScreenLazy node="DND_Items" />
    </Page>
  );
}
