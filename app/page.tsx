import AppGrid from '@/components/home/AppGrid';
import RoadmapSection from '@/components/roadmap/RoadmapSection';
import Page from '@/components/ui/Page';
import Typography from '@mui/material/Typography';

export default function HomePage() {
  return (
    <Page title="Portalen" subtitle="Små sanntidsapper for venner og familie." maxWidth="md">
      <RoadmapSection />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Apper
      </Typography>
      <AppGrid />
    </Page>
  );
}
