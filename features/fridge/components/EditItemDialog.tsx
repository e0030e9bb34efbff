'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { deleteItem, restoreItem, type Category } from '@/features/fridge/lib/data';
import type { StockItem } from '@/features/fridge/lib/item';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite, type DbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import type { Undo } from '@/components/ui/UndoSnackbar';
import AddItemForm from './AddItemForm';

/** Edit or delete one item (its author or the fridge's creator); a delete offers «Angre». */
export default function EditItemDialog({
  fridgeId,
  categories,
  item,
  undo,
  screenWrite,
  onClose,
}: {
  fridgeId: string;
  categories: Category[];
  item: StockItem | null;
  undo: Undo;
  /** The screen's write status, which outlives the dialog: a refused «Angre» is told there. */
  screenWrite: DbWrite;
  onClose: () => void;
}) {
  const uid = useUid();
  const write = useDbWrite();
  const remove = async (target: StockItem) => {
    let stored: unknown = null;
    const ok = await write.run(async (db) => {
      stored = await deleteItem(db, fridgeId, target.key);
    });
    if (!ok) return;
    onClose();
    if (stored !== null) undo.offer(`${target.name} er slettet`, () => screenWrite.run((db) => restoreItem(db, fridgeId, uid, target.key, stored)));
  };
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="edit-item-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-item-title">Endre {item?.name}</DialogTitle>
      <DialogContent>
        {item ? (
          <AddItemForm key={item.key} fridgeId={fridgeId} categories={categories} item={item} onAdded={onClose}>
            <Button color="error" disabled={write.pending} onClick={() => void remove(item)}>
              Slett varen
            </Button>
            <Button onClick={onClose}>Avbryt</Button>
          </AddItemForm>
        ) : null}
        <WriteStatus write={write} />
      </DialogContent>
    </Dialog>
  );
}
