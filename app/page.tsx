import AppGrid from '@/features/home/components/AppGrid';
import JoinByCode from '@/features/home/components/JoinByCode';
import RoadmapSection from '@/features/home/components/RoadmapSection';
import Page, { SectionHeading } from '@/components/ui/Page';

export default function HomePage() {
  return (
    <Page title="Portalen" subtitle="Små sanntidsapper for venner og familie." maxWidth="md">
      {/* One way in: a party's or any game's code, before the tiles. */}
      <JoinByCode />
      <SectionHeading>Apper</SectionHeading>
      <AppGrid />
      {/* Below the tiles: the list grows when its data arrives and must not push them down. */}
      <RoadmapSection />
    </Page>
  );
}
