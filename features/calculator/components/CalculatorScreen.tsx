'use client';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import type { Drink, DrinkColour } from '@/content/drinks';
import { archiveOrder, archiveRead, unarchiveOrder, type ArchivedOrder } from '@/features/calculator/lib/data';
import { displayedTotal, EMPTY_ORDER, formatKr, orderLines, orderReducer, totalOre, type Order, type OrderAction } from '@/features/calculator/lib/order';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import EmptyState from '@/components/ui/EmptyState';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';

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

/** What RESET says instead of acting (docs/design.md §Buttons that cannot act say why). */
export const RESET_EMPTY_TEXT = 'Bestillingen er tom: ingenting å nullstille.';
export const RESET_WAITING_TEXT = 'RESET venter på databasen: bestillingen blir stående til du er koblet til.';
export const RESET_DONE_TEXT = 'Bestillingen er nullstilt';

export function Calculator({ drinks }: { drinks: readonly Drink[] }) {
  const [order, dispatchOrder] = useReducer(orderReducer, EMPTY_ORDER);
  // Set by the archive part once it can write; RESET explains itself until then.
  const [archiver, setArchiver] = useState<Archiver | null>(null);
  // Why the last tap on RESET did nothing; gone with the next change to the order.
  const [notice, setNotice] = useState<string | null>(null);
  const undo = useUndo();
  // One function for the screen's life: the drink tiles are a memo part, and a tap renders the
  // order and the total, not the fourteen tiles (docs/rooms.md, "Renders on a tap").
  const dispatch: Dispatch<OrderAction> = useCallback((action) => {
    setNotice(null);
    dispatchOrder(action);
  }, []);
  const lines = orderLines(order.counts, drinks);
  const shown = displayedTotal(totalOre(order.counts, drinks), order.half);

  const reset = async () => {
    if (lines.length === 0) return setNotice(RESET_EMPTY_TEXT);
    if (!archiver) return setNotice(RESET_WAITING_TEXT);
    setNotice(null);
    // The order is cleared only once it is safely archived; a refused write keeps it on screen.
    const key = await archiver.archive(order);
    if (key === null) return;
    const kept = order;
    dispatch({ type: 'reset' });
    // «Angre» takes the entry out of the archive again and puts the order back (with anything
    // tapped since), as the other apps' undo does (components/ui/UndoSnackbar).
    undo.offer(RESET_DONE_TEXT, async () => {
      if (await archiver.unarchive(key)) dispatch({ type: 'restore', order: kept });
    });
  };

  return (
    <Box sx={{ pb: 10 }}>
      <DrinkTiles drinks={drinks} dispatch={dispatch} />

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
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, zIndex: 10 }}
      >
        <Typography role="status" variant="body2" sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
          {notice}
        </Typography>
        <Typography sx={{ flex: 1, fontSize: 22, fontWeight: 700 }} data-testid="total" aria-live="polite">
          {formatKr(shown)}
        </Typography>
        <Button variant={order.half ? 'contained' : 'outlined'} aria-pressed={order.half} onClick={() => dispatch({ type: 'toggleHalf' })}>
          50%
        </Button>
        <Button variant="contained" color="error" onClick={() => void reset()} disabled={archiver?.pending}>
          RESET
        </Button>
      </Paper>
      {/* Above the bar with the total, not over it. */}
      <UndoSnackbar undo={undo} sx={{ bottom: { xs: 84, sm: 84 } }} />
    </Box>
  );
}

type Archiver = {
  /** The archive entry's key, or null when nothing was stored (a refusal shows in WriteStatus). */
  archive: (order: Order) => Promise<string | null>;
  /** true once the entry is out of the archive again. */
  unarchive: (key: string) => Promise<boolean>;
  pending: boolean;
};

/** RESET's write and the archive: the part of the calculator that needs the database. */
function OrderArchive({ drinks, onArchiver }: { drinks: readonly Drink[]; onArchiver: (archiver: Archiver | null) => void }) {
  const uid = useUid();
  const write = useDbWrite();
  const { run, pending } = write;
  useEffect(() => {
    onArchiver({
      archive: async (order) => {
        let key: string | null = null;
        const ok = await run(async (db) => {
          key = await archiveOrder(db, uid, order, drinks);
        });
        return ok ? key : null;
      },
      unarchive: (key) => run((db) => unarchiveOrder(db, uid, key)),
      pending,
    });
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

export const ARCHIVE_WAITING_TEXT = 'Venter på databasen. Tidligere bestillinger kommer, og RESET virker, når du er koblet til.';

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

/** The drink tiles: a tap adds one to the order. A memo part: the order's changes leave it alone. */
const DrinkTiles = memo(function DrinkTiles({ drinks, dispatch }: { drinks: readonly Drink[]; dispatch: Dispatch<OrderAction> }) {
  return (
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
  );
});
