import type { Metadata } from 'next';
import MuiPage from '@/components/ui/MuiPage';
import F1Simulator from '@/features/f1/components/F1Simulator';
import Page from '@/components/ui/Page';

export const metadata: Metadata = {
  title: 'F1-simulator',
  description: 'Simuler et F1-løp med tre biler: velg runder, fart, dekk, vær og motorholdbarhet.',
};

export default function F1Route() {
  return (
    <Page title="F1-simulator" subtitle="Velg fart, dekk og vær, og se hvilken av de tre bilene som vinner.">
      <MuiPage>
        <F1Simulator />
      </MuiPage>
    </Page>
  );
}
