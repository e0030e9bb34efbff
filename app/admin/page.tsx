import type { Metadata } from 'next';
import { AdminScreenLazy } from '@/components/admin/lazy';
import SiteAdminTasks from '@/components/admin/SiteAdminTasks';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Admin' };

export default function AdminPage() {
  return (
    <Page title="Admin">
      <SiteAdminTasks />
      <AdminScreenLazy scope="site" label="adminsiden">
        {null}
      </AdminScreenLazy>
    </Page>
  );
}
