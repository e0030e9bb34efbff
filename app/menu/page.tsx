import type { Metadata } from 'next';
import RestaurantMenu from '@/features/menu/components/RestaurantMenu';
import Page from '@/components/ui/Page';
import { menu } from '@/content/menu';
import { checkContent, menuSchema } from '@/content/schema';

export const metadata: Metadata = {
  title: 'Meny',
  description: 'Cocktails, småretter og hovedretter, og suppe på tirsdager.',
};

export default function MenuRoute() {
  return (
    <Page title="Meny" subtitle="Cocktails, småretter og hovedretter. Alle priser i amerikanske dollar.">
      <RestaurantMenu menu={checkContent('content/menu.ts', menuSchema, menu)} />
    </Page>
  );
}
