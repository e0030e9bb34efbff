import type { Metadata } from 'next';
import MuiPage from '@/components/ui/MuiPage';
import LinkDashboard from '@/features/links/components/LinkDashboard';
import Page from '@/components/ui/Page';
import { linkGroups, linksGreeting } from '@/content/links';
import { checkContent, linkGroupsSchema } from '@/content/schema';

export const metadata: Metadata = {
  title: 'Lenker for mamma',
  description: 'Snarveier til verktøy, sosiale medier, TV og bank.',
};

export default function LinksRoute() {
  return (
    <Page title={linksGreeting.title} subtitle={linksGreeting.subtitle}>
      <MuiPage>
        <LinkDashboard groups={checkContent('content/links.ts', linkGroupsSchema, linkGroups)} />
      </MuiPage>
    </Page>
  );
}
