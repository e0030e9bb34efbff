import type { Metadata } from 'next';
import Page from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Admin' };

export default function AdminPage() {
  return <Page title="Admin" />;
}
