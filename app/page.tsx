import AppGrid from '@/features/home/components/AppGrid';
import RoadmapSection from '@/features/home/components/RoadmapSection';
import Page, { SectionHeading } from '@/components/ui/Page';

export default function HomePage() {
  return (
    <Page title="Portalen" subtitle="Små sanntidsapper for venner og familie." maxWidth="md">
      <SectionHeading>Apper</SectionHeading>
      <AppGrid />
      {/* Below the tiles: the list grows when its data arrives and must not push them down. */}
      <RoadmapSection />
    </Page>
  );
}
