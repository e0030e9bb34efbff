import { screen, within } from '@testing-library/react';
import P75Table from '@/features/vitals/components/P75Table';
import { renderScreen } from '@/__tests__/components/support/screen';

describe('P75Table', () => {
  it('shows one row per route with each metric formatted, and the view count', () => {
    renderScreen(
      <P75Table
        rows={[
          {
            route: '/',
            visits: 12,
            metrics: {
              LCP: { p75: 2710, count: 12, rating: 'needs-improvement' },
              CLS: { p75: 0.02, count: 11, rating: 'good' },
              INP: { p75: 640, count: 4, rating: 'poor' },
            },
          },
          { route: '/menu/', visits: 3, metrics: { TTFB: { p75: 120, count: 3, rating: 'good' } } },
        ]}
      />,
    );
    const home = screen.getByRole('row', { name: /^\/ / });
    expect(within(home).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2,7 s', '640 ms', '0,02', '–', '–', '12']);
    expect(within(home).getByText('640 ms')).toHaveAttribute('title', 'dårlig, 4 målinger');
    const menu = screen.getByRole('row', { name: /\/menu\// });
    expect(within(menu).getAllByRole('cell').map((c) => c.textContent)).toEqual(['–', '–', '–', '–', '120 ms', '3']);
  });

  it('says there is nothing to show when no reports came in', () => {
    renderScreen(<P75Table rows={[]} />);
    expect(screen.getByText('Ingenting å vise her')).toBeInTheDocument();
  });
});
