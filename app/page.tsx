import AppGrid from '@/components/home/AppGrid';
import Page, { SectionHeading } from '@/components/ui/Page';

export default function HomePage() {
  return (
    <Page title="Portalen" subtitle="Små sanntidsapper for venner og familie." maxWidth="md">
      <SectionHeading>Apper</SectionHeading>
      <AppGrid />
    </Page>
  );
}
