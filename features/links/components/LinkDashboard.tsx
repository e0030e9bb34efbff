'use client';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import { useMemo, useState, type ReactNode } from 'react';
import BrandTile from '@/components/ui/BrandTile';
import EmptyState from '@/components/ui/EmptyState';
import SearchField from '@/components/ui/SearchField';
import type { LinkGroup, LinkGroupId } from '@/content/links';
import { filterGroups } from '@/lib/search/filter';
import styles from './LinkDashboard.module.css';

const GROUP_ICONS: Record<LinkGroupId, ReactNode> = {
  verktoy: <BuildOutlined fontSize="small" aria-hidden="true" />,
  sosialt: <ForumOutlined fontSize="small" aria-hidden="true" />,
  tv: <LiveTvOutlined fontSize="small" aria-hidden="true" />,
  bank: <AccountBalanceOutlined fontSize="small" aria-hidden="true" />,
};

/** The family link dashboard: a search field and the link groups as tile grids. */
export default function LinkDashboard({ groups }: { groups: LinkGroup[] }) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterGroups(groups, query), [groups, query]);

  return (
    <>
      <SearchField value={query} onChange={setQuery} label="Søk etter en side" />
      {visible.length === 0 ? <EmptyState /> : null}
      {visible.map((group) => {
        const headingId = `links-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId} className={styles.group}>
            <div className={styles.head}>
              {GROUP_ICONS[group.id]}
              <h2 id={headingId} className={styles.title}>
                {group.title}
              </h2>
            </div>
            <ul className={styles.grid}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <BrandTile brand={item} variant="badge" />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
