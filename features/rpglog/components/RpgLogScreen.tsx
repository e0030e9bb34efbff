'use client';
import Box from '@mui/material/Box';
import { rpgLogRead } from '@/features/rpglog/lib/data';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useDbValue } from '@/components/firebase/useDbValue';
import CopyLogButton from './CopyLogButton';
import EntryForm from './EntryForm';
import LogList from './LogList';
import { RPG_LOG_TEXTS } from './texts';
import { type RpgLogNode } from '../paths';

/** The session log (/dnd) and the item log (/dnditems): one screen, two database nodes. */
export default function RpgLogScreen({ node }: { node: RpgLogNode }) {
  return (
    <DatabaseGate label={RPG_LOG_TEXTS[node].screenLabel}>
      <RpgLog node={node} />
    </DatabaseGate>
  );
}

export function RpgLog({ node }: { node: RpgLogNode }) {
  const texts = RPG_LOG_TEXTS[node];
  const log = useDbValue(rpgLogRead(node));
  return (
    <DbView result={log}>
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            alignItems: 'start',
          }}
        >
          <EntryForm node={node} texts={texts} currentSession={data.info.session} />
          <Box component="section" aria-label="Loggen">
            <CopyLogButton heading={texts.title} log={data} />
            <LogList node={node} texts={texts} log={data} />
          </Box>
        </Box>
      )}
    </DbView>
  );
}
