'use client';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';
import { PARTY_PARTS } from '@/features/parts';

// The party's own apps (its secret santa, its question board), from the registry's client half
// (features/parts.ts), so the party never imports another app's folder. Their data lives outside
// what fest/rules.ts opens, or in the party's node under their own rules (docs/apps.md).
const PARTS = PARTY_PARTS.map(({ id, load }) => ({ id, Part: lazyPart<{ code: string }>(load, { loading: <Loading /> }) }));

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
