'use client';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useReducer, useState } from 'react';
import type { Drink, DrinkColour } from '@/content/drinks';
import { archiveOrder, archiveRead, type ArchivedOrder } from '@/features/calculator/lib/data';
import { displayedTotal, EMPTY_ORDER, formatKr, orderLines, orderReducer, totalOre } from '@/features/calculator/lib/order';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';

const TILE: Record<DrinkColour, string> = {
  green: '#a5d6a7',
  yellow: '#fff59d',
  pink: '#f8bbd0',
  red: '#ef9a9a',
  orange: '#ffcc80',
  blue: '#90caf9',
};

/**
 * `drinks` come from content/drinks.ts, checked by the route at build time. The tiles, the order
 * and the total need no database, so they work with sign-in failed or the phone offline; only
 * RESET (which archives the order) and the archive wait for the database.
 */
export default function CalculatorScreen({ drinks }: { drinks: readonly Drink[] }) {
  return <Calculator drinks={drinks} />;
}

export function Calculator({ drinks }: { drinks: readonly Drink[] }) {
  const [order, dispatch] = useReducer(orderReducer, EMPTY_ORDER);
  // Set by the archive part once it can write; RESET waits for it.
  const [archiver, setArchiver] = useState<Archiver | null>(null);
  const lines = orderLines(order.counts, drinks);
  const shown = displayedTotal(totalOre(order.counts, drinks), order.half);

  return (
    <Box sx={{ pb: 10 }}>
      <Box role="group" aria-label="Drikke" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {drinks.map((d) => (
          <ButtonBase
            key={d.id}
            onClick={() => dispatch({ type: 'add', id: d.id })}
            sx={{
              bgcolor: TILE[d.colour],
              color: '#1a1a1a',
              borderRadius: 1,
              minHeight: 72,
              p: 1,
              display: 'flex',
              flexDirection: 'column',
              font: 'inherit',
              fontSize: 15,
              lineHeight: 1.25,
              hyphens: 'auto',
              fontWeight: 700,
              textAlign: 'center',
              '&:focus-visible': { outline: '3px solid #1a1a1a' },
            }}
          >
            <span>{d.name}</span>{' '}
            <Box component="span" sx={{ fontWeight: 400, fontSize: 14 }}>
              {formatKr(d.priceOre)}
            </Box>
          </ButtonBase>
        ))}
      </Box>

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Bestilling
      </Typography>
      {lines.length === 0 ? (
        <EmptyState />
      ) : (
        <Box component="ul" aria-label="Bestilling" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line) => (
            <Box component="li" key={line.drink.id} data-testid="order-line" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ flex: 1 }}>
                {line.count} × {line.drink.name}
              </Typography>
              <Typography>{formatKr(line.sumOre)}</Typography>
              <IconButton aria-label={`Fjern én ${line.drink.name}`} onClick={() => dispatch({ type: 'remove', id: line.drink.id })} size="small">
                <RemoveIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}

      <DatabaseGate label="arkivet" fallback={<ArchiveWaiting />} signInFailed={<ArchiveWaiting />}>
        <OrderArchive drinks={drinks} onArchiver={setArchiver} />
      </DatabaseGate>

      <Paper
        elevation={8}
        square
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1, zIndex: 10 }}
      >
        <Typography sx={{ flex: 1, fontSize: 22, fontWeight: 700 }} data-testid="total" aria-live="polite">
          {formatKr(shown)}
        </Typography>
        <Button variant={order.half ? 'contained' : 'outlined'} aria-pressed={order.half} onClick={() => dispatch({ type: 'toggleHalf' })}>
          50%
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            // The order is cleared only once it is safely archived; a refused write keeps it on screen.
            void archiver?.archive(order).then((ok) => ok && dispatch({ type: 'reset' }));
          }}
          disabled={!archiver || archiver.pending}
        >
          RESET
        </Button>
      </Paper>
    </Box>
  );
}

type Archiver = { archive: (order: typeof EMPTY_ORDER) => Promise<boolean>; pending: boolean };

/** RESET's write and the archive: the part of the calculator that needs the database. */
function OrderArchive({ drinks, onArchiver }: { drinks: readonly Drink[]; onArchiver: (archiver: Archiver | null) => void }) {
  const uid = useUid();
  const write = useDbWrite();
  const { run, pending } = write;
  useEffect(() => {
    onArchiver({ archive: (order) => run((db) => archiveOrder(db, uid, order, drinks)), pending });
    return () => onArchiver(null);
  }, [onArchiver, run, pending, uid, drinks]);
  return (
    <>
      <WriteStatus write={write} />
      <Archive uid={uid} drinks={drinks} />
    </>
  );
}

function ArchiveWaiting() {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Tidligere bestillinger
      </Typography>
      <Typography color="text.secondary">{ARCHIVE_WAITING_TEXT}</Typography>
    </Box>
  );
}

export const ARCHIVE_WAITING_TEXT = 'Venter på databasen. RESET og tidligere bestillinger kommer når du er koblet til.';

function Archive({ uid, drinks }: { uid: string; drinks: readonly Drink[] }) {
  const archive = useDbValue(useMemo(() => archiveRead(uid), [uid]));
  return (
    <Box component="section" aria-labelledby="archive-heading" sx={{ mt: 3 }}>
      <Typography id="archive-heading" variant="h6" component="h2">
        Tidligere bestillinger
      </Typography>
      <DbView result={archive}>
        {(list) => (list.length === 0 ? <EmptyState /> : <ArchiveList orders={list} drinks={drinks} />)}
      </DbView>
    </Box>
  );
}

function ArchiveList({ orders, drinks }: { orders: ArchivedOrder[]; drinks: readonly Drink[] }) {
  // In menu order, like the order itself; a drink since removed from content/ shows its id.
  const describe = (counts: Record<string, number>) => [
    ...orderLines(counts, drinks).map((line) => `${line.count} × ${line.drink.name}`),
    ...Object.entries(counts)
      .filter(([id]) => !drinks.some((d) => d.id === id))
      .map(([id, n]) => `${n} × ${id}`),
  ];
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((o) => (
        <Box component="li" key={o.key} data-testid="archived-order" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {new Date(o.at).toLocaleString('nb-NO', { dateStyle: 'short', timeStyle: 'short' })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {formatKr(o.totalOre)}
              {o.half ? ' (50%)' : ''}
            </Typography>
          </Box>
          <Typography variant="body2">{describe(o.counts).join(', ')}</Typography>
        </Box>
      ))}
    </Box>
  );
}
