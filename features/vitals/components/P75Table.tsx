import EmptyState from '@/components/ui/EmptyState';
import { formatMetric } from '@/features/vitals/lib/format';
import { WINDOW_DAYS, type RouteSummary } from '@/features/vitals/lib/p75';
import { METRICS } from '@/features/vitals/lib/report';
import styles from './P75Table.module.css';

const RATING_TEXT = { good: 'bra', 'needs-improvement': 'kan bli bedre', poor: 'dårlig' } as const;

/** The p75 of each metric per route, coloured by Google's thresholds. */
export default function P75Table({ rows }: { rows: RouteSummary[] }) {
  if (rows.length === 0) return <EmptyState />;
  return (
    // Scrolls sideways on a phone, so it must be reachable by keyboard too.
    <div className={styles.wrap} tabIndex={0} role="region" aria-label="Ytelse per side">
      <table className={styles.table}>
        <caption>
          75-persentil fra besøkendes telefoner, siste {WINDOW_DAYS} dager
        </caption>
        <thead>
          <tr>
            <th scope="col">Side</th>
            {METRICS.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
            <th scope="col">Visninger</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.route}>
              <th scope="row">{row.route}</th>
              {METRICS.map((name) => {
                const metric = row.metrics[name];
                return (
                  <td key={name} className={metric ? styles[metric.rating] : undefined}>
                    {metric ? (
                      <span title={`${RATING_TEXT[metric.rating]}, ${metric.count} målinger`}>
                        {formatMetric(name, metric.p75)}
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                );
              })}
              <td>{row.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
