'use client';
import { useEffect, useId, useMemo, useState, type ComponentProps } from 'react';
import { categoriesRead, createFridge, fridgeInfoRead, fridgeNameRule, stockRead, changeStock, type Category } from '@/features/fridge/lib/data';
import { canEditItem, type StockItem } from '@/features/fridge/lib/item';
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
import styles from '@/components/ui/PlainForm.module.css';
import PlainTextInput, { PlainFieldStatus } from '@/components/ui/forms/PlainTextInput';
import { useUndo } from '@/components/ui/useUndo';
import { afterPageSettled } from '@/lib/browser/afterLoad';
import { UndoSnackbarPart } from '@/components/ui/UndoSnackbarPart';
import { AddItemFormPart, EditItemDialogPart } from './parts';
import { AddToggle, FridgeHeading, StockGroups } from './FridgeView';
import { isValidFridgeId } from '../paths';

export const notFoundText = (id: string) => `Fant ingen kjøleskap med id: ${id}.`;

export default function FridgeScreen() {
  const { ready, id } = useRouteId('fridge');
  if (!ready) return <Loading />;
  if (!id || !isValidFridgeId(id)) {
    return <p role="alert">{notFoundText(id ?? '')} Sjekk adressen.</p>;
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
  // Ready before the first tap that needs them, fetched once the stock is on screen and settled.
  useEffect(
    () =>
      afterPageSettled(() => {
        AddItemFormPart.preload();
        EditItemDialogPart.preload();
        UndoSnackbarPart.preload();
      }),
    [],
  );
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
              {open ? <AddItemFormPart fridgeId={id} categories={cats} onAdded={() => setOpen(false)} /> : null}
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
                <EditDialog id={id} categories={cats} item={items.find((i) => i.key === editing) ?? null} undo={undo} screenWrite={write} onClose={() => setEditing(null)} />
              </>
            )}
          </DbView>
          {undo.current ? <UndoSnackbarPart undo={undo} /> : null}
        </>
      )}
    </DbView>
  );
}

/** The edit dialog, there only while an item is being edited (its code loads apart, parts.tsx). */
function EditDialog({ id, item, ...props }: { id: string; item: StockItem | null } & Omit<ComponentProps<typeof EditItemDialogPart>, 'fridgeId' | 'item'>) {
  return item ? <EditItemDialogPart fridgeId={id} item={item} {...props} /> : null;
}

function CreateFridge({ id }: { id: string }) {
  const uid = useUid();
  const fieldId = useId();
  // The name stays once the fridge is made: its stock replaces this form.
  const form = useDbForm({
    fields: { name: fridgeNameRule },
    write: (db, { name }) => createFridge(db, id, uid, name),
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label="Lag kjøleskap">
      <p role="status" className={styles.text}>
        {notFoundText(id)}
      </p>
      <p className={styles.text} data-testid="route-id">
        Lag et nytt kjøleskap med koden {id}. Alle som har lenken kan bruke det.
      </p>
      <PlainTextInput id={fieldId} field={form.fields.name} label="Navn på kjøleskapet" />
      <PlainFieldStatus id={fieldId} field={form.fields.name} />
      <WriteStatus write={form.status} />
      <button type="submit" className={styles.button} disabled={form.pending}>
        Lag kjøleskap
      </button>
    </form>
  );
}
