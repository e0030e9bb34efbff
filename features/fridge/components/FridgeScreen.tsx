'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { categoriesRead, createFridge, fridgeInfoRead, fridgeNameRule, stockRead, changeStock, type Category } from '@/features/fridge/lib/data';
import { canEditItem } from '@/features/fridge/lib/item';
import { useRouteId } from '@/lib/routes/useRouteId';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbValue } from '@/components/firebase/useDbValue';
import { useDbForm } from '@/components/firebase/useDbForm';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import InviteButton from '@/components/rooms/InviteButton';
import { RememberRecent } from '@/components/rooms/useRecent';
import Loading from '@/components/ui/Loading';
import { LivePainted, useCoveredByFirstPaint } from '@/components/ui/firstPaintCover';
import OwnerDataMissing, { NO_CATEGORIES_TEXT } from '@/components/ui/OwnerDataMissing';
import UndoSnackbar, { useUndo } from '@/components/ui/UndoSnackbar';
import TextInput from '@/components/ui/forms/TextInput';
import AddItemForm from './AddItemForm';
import EditItemDialog from './EditItemDialog';
import { AddToggle, FridgeHeading, StockGroups } from './FridgeView';
import { isValidFridgeId } from '../paths';

export const notFoundText = (id: string) => `Fant ingen kjøleskap med id: ${id}.`;

export default function FridgeScreen() {
  const { ready, id } = useRouteId('fridge');
  if (!ready) return <Loading />;
  if (!id || !isValidFridgeId(id)) {
    return <Typography role="alert">{notFoundText(id ?? '')} Sjekk adressen.</Typography>;
  }
  return (
    <DatabaseGate label="kjøleskapet">
      <Fridge id={id} />
    </DatabaseGate>
  );
}

export function Fridge({ id }: { id: string }) {
  const info = useDbValue(useMemo(() => fridgeInfoRead(id), [id]));
  // The stock and categories are read here too (the same live reads Stock uses), so that while the
  // page's first paint still covers the screen, the heading and the tables arrive in one commit.
  const stock = useDbValue(useMemo(() => stockRead(id), [id]));
  const categories = useDbValue(categoriesRead);
  const covered = useCoveredByFirstPaint();
  if (covered && [info, stock, categories].some((r) => r.status === 'loading')) return null;
  return (
    <DbView result={info}>
      {(fridge) =>
        fridge ? (
          <>
            <RememberRecent kind="fridge" id={id} name={fridge.name} />
            <FridgeHeading id={id} name={fridge.name} action={<InviteButton game="fridge" code={id} roomName={fridge.name} isPrivate={false} />} />
            <Stock id={id} creator={fridge.createdBy} />
          </>
        ) : (
          <>
            <LivePainted />
            <CreateFridge id={id} />
          </>
        )
      }
    </DbView>
  );
}

function Stock({ id, creator }: { id: string; creator: string }) {
  const uid = useUid();
  const undo = useUndo();
  const [editing, setEditing] = useState<string | null>(null);
  const stock = useDbValue(useMemo(() => stockRead(id), [id]));
  const categories = useDbValue(categoriesRead);
  const write = useDbWrite();
  const [open, setOpen] = useState(false);
  const today = new Date();
  return (
    <DbView result={categories}>
      {(cats: Category[]) => (
        <>
          {cats.length === 0 ? (
            // No item can be stored without a category (the rules check it exists).
            <OwnerDataMissing text={NO_CATEGORIES_TEXT} />
          ) : (
            <AddToggle open={open} onToggle={() => setOpen((o) => !o)}>
              <Collapse in={open} unmountOnExit>
                <AddItemForm fridgeId={id} categories={cats} onAdded={() => setOpen(false)} />
              </Collapse>
            </AddToggle>
          )}
          <WriteStatus write={write} />
          <DbView result={stock}>
            {(items) => (
              <>
                <StockGroups
                  items={items}
                  categories={cats}
                  today={today}
                  disabled={false}
                  onAction={(item, action) => void write.run((db) => changeStock(db, id, item.key, action))}
                  canEdit={(item) => canEditItem(item, uid, creator)}
                  onEdit={(item) => setEditing(item.key)}
                />
                {/* The heading and the tables are on screen: the first paint can go. */}
                <LivePainted />
                {/* The live item: one deleted on another phone closes the dialog with it. */}
                <EditItemDialog
                  fridgeId={id}
                  categories={cats}
                  item={items.find((i) => i.key === editing) ?? null}
                  undo={undo}
                  onClose={() => setEditing(null)}
                />
              </>
            )}
          </DbView>
          <UndoSnackbar undo={undo} />
        </>
      )}
    </DbView>
  );
}

function CreateFridge({ id }: { id: string }) {
  const uid = useUid();
  // The name stays once the fridge is made: its stock replaces this form.
  const form = useDbForm({
    fields: { name: fridgeNameRule },
    write: (db, { name }) => createFridge(db, id, uid, name),
  });
  return (
    <Box component="form" onSubmit={form.submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <Typography role="status">{notFoundText(id)}</Typography>
      <Typography data-testid="route-id" color="text.secondary">
        Lag et nytt kjøleskap med koden {id}. Alle som har lenken kan bruke det.
      </Typography>
      <TextInput field={form.fields.name} label="Navn på kjøleskapet" />
      <WriteStatus write={form.status} />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
        Lag kjøleskap
      </Button>
    </Box>
  );
}
