import type { Metadata } from 'next';
import Divider from '@mui/material/Divider';
import { AdminScreenLazy } from '@/components/admin/lazy';
import SiteAdminTasks from '@/components/admin/SiteAdminTasks';
import { RoadmapAdminLazy } from '@/features/home/components/lazy';
import { SantaDrawAdminLazy } from '@/features/secretSanta/components/lazy';
import MuiPage from '@/components/ui/MuiPage';
import Page, { SectionHeading } from '@/components/ui/Page';
import { VitalsP75Lazy } from '@/features/vitals/components/lazy';

export const metadata: Metadata = { title: 'Admin' };

export default function AdminPage() {
  return (
    <MuiPage>
      <Page title="Admin">
        <SiteAdminTasks />
        <AdminScreenLazy scope="site" label="adminsiden">
          <SantaDrawAdminLazy />
          <Divider sx={{ my: 3 }} />
          <RoadmapAdminLazy />
          <Divider sx={{ my: 3 }} />
          <SectionHeading>Ytelse hos gjestene (p75, siste 7 dager)</SectionHeading>
          <VitalsP75Lazy />
        </AdminScreenLazy>
      </Page>
    </MuiPage>
  );
}
