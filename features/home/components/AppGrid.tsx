import IntentLink from '@/components/ui/IntentLink';
import { MANIFESTS } from '@/features';
import { appTiles } from '@/lib/routes/manifest';
import styles from './AppGrid.module.css';

// Server-rendered plain tiles: a dozen and more ripple cards (or sx-styled boxes) cost a cheap phone
// noticeable time to hydrate, and a link tile needs none of it. Each tile fetches its route on
// intent (IntentLink), not all of them while the page loads.
export default function AppGrid() {
  return (
    <ul className={styles.grid}>
      {appTiles(MANIFESTS).map((app) => (
        <li key={app.href}>
          <IntentLink href={app.href} className={styles.tile}>
            <span className={styles.name}>
              {app.name}
              {app.beta ? <span className={styles.beta}>beta</span> : null}
            </span>
            <span className={styles.desc}>{app.description}</span>
            {!app.ready ? <span className={styles.soon}>Kommer snart</span> : null}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
