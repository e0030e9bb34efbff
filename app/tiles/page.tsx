import type { Metadata } from 'next';
import MuiPage from '@/components/ui/MuiPage';
import LogoTiles from '@/features/tiles/components/LogoTiles';
import Page from '@/components/ui/Page';
import { tiles, tilesIntro } from '@/content/tiles';
import { checkContent, tilesSchema } from '@/content/schema';

export const metadata: Metadata = {
  title: 'Snarveier',
  description: 'Tretten snarveier til søk, musikk, bilder, strømming, TV, nyheter og sosiale medier.',
};

export default function TilesRoute() {
  return (
    <Page title={tilesIntro.title} subtitle={tilesIntro.subtitle} maxWidth="md">
      <MuiPage>
        <LogoTiles tiles={checkContent('content/tiles.ts', tilesSchema, tiles)} />
      </MuiPage>
    </Page>
  );
}
