'use client';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MANIFESTS } from '@/features';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// The party's own apps (its question board, its secret santa): each app's manifest names its
// part (`party`), so the party never imports another app's folder. Their data lives outside
// what fest/rules.ts opens, or in the party's node under their own rules (docs/apps.md).
const PARTS = MANIFESTS.flatMap((m) => (m.party ? [{ id: m.id, Part: lazyPart<{ code: string }>(m.party, { loading: <Loading /> }) }] : []));

/** Every party part, one under the other, for a member of the party (inside its DatabaseGate). */
export default function PartyBoards({ code }: { code: string }) {
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {PARTS.map(({ id, Part }) => (
        <Box key={id} data-testid={`party-part-${id}`}>
          <Part code={code} />
        </Box>
      ))}
    </Stack>
  );
}
