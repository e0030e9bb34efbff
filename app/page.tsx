import AppGrid from '@/components/home/AppGrid';
import RoadmapSection from '@/components/roadmap/RoadmapSection';
import Page, { SectionHeading } from '@/components/ui/Page';

export default function HomePage() {
  return (
    <Page title="Portalen" subtitle="Små sanntidsapper for venner og familie." maxWidth="md">
      <RoadmapSection />
      <SectionHeading>Apper</SectionHeading>
      <AppGrid />
    </Page>
  );
}
