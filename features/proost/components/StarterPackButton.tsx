'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import { addStarterPack } from '@/features/proost/lib/data';
import { missingStarters, STARTER_PACK } from '@/features/proost/lib/starterPack';
import type { PoolEntry } from '@/features/proost/lib/types';

/** Adds the starter pack's questions the room lacks, so a new room can play at once. */
function StarterPackButton({ code, pool }: { code: string; pool: readonly PoolEntry[] }) {
  const uid = useUid();
  const write = useDbWrite();
  const [added, setAdded] = useState<number | null>(null);
  const missing = missingStarters(new Set(pool.map((q) => q.key))).length;
  const add = async () => {
    let count = 0;
    if (await write.run(async (db) => (count = await addStarterPack(db, code, uid, pool)))) setAdded(count);
  };
  return (
    <>
      <Button variant="outlined" onClick={add} disabled={write.pending || missing === 0} sx={{ mt: 1 }}>
        {missing === 0 ? 'Startpakken er lagt til' : `Legg til startpakke (${missing} spørsmål)`}
      </Button>
      {added !== null && added > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {added} av {STARTER_PACK.length} spørsmål lagt til.
        </Typography>
      ) : null}
      <WriteStatus write={write} />
    </>
  );
}

export default memo(StarterPackButton);
