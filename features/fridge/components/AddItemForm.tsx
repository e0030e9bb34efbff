'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { addItem, editItem, itemNameRule, itemToForm, shelfRule, type Category } from '@/features/fridge/lib/data';
import { DEFAULT_CATEGORY, DEFAULT_QUANTITY_TYPE, QUANTITY_TYPES, type QuantityType, type StockItem } from '@/features/fridge/lib/item';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';

/**
 * Adds an item, or with `item` edits that one. The button is always there to tap: a missing name,
 * quantity or category gets its message under the field (docs/design.md §Buttons that
 * cannot act say why).
 */
export default function AddItemForm({
  fridgeId,
  categories,
  onAdded,
  item,
  children,
}: {
  fridgeId: string;
  categories: Category[];
  onAdded: () => void;
  item?: StockItem;
  /** Further buttons beside the submit button (the edit dialog's delete and cancel). */
  children?: ReactNode;
}) {
  const uid = useUid();
  const initial = item ? itemToForm(item) : null;
  const [quantity, setQuantity] = useState(initial?.quantity ?? '1');
  const [quantityType, setQuantityType] = useState<QuantityType>(initial?.quantityType ?? DEFAULT_QUANTITY_TYPE);
  const defaultCategory = categories.some((c) => c.id === DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : (categories[0]?.id ?? null);
  const [category, setCategory] = useState<number | null>(initial ? initial.category : defaultCategory);
  const [barcode, setBarcode] = useState(initial?.barcode ?? '');
  // No expiry unless one is picked: a default of today marked every item «Går ut i dag».
  const [expirationDate, setExpirationDate] = useState(() => initial?.expirationDate ?? '');
  // Shown after a tap on the button; each goes as soon as its field has a value.
  const [missing, setMissing] = useState({ quantity: false, category: false });

  const form = useDbForm({
    fields: { name: { rule: itemNameRule, initial: initial?.name }, shelf: { rule: shelfRule, initial: initial?.shelf } },
    write: (db, text) => {
      const values = { ...text, quantity, quantityType, category, barcode, expirationDate };
      return item ? editItem(db, fridgeId, item.key, values) : addItem(db, fridgeId, uid, values);
    },
    // A new item's name, quantity and barcode start over: the next one often shares shelf, category and date.
    check: () => {
      const now = { quantity: quantity.trim() === '', category: category === null };
      setMissing(now);
      return !now.quantity && !now.category;
    },
    reset: item ? undefined : ['name'],
    onSuccess: () => {
      if (!item) {
        setQuantity('1');
        setBarcode('');
      }
      onAdded();
    },
  });
  const { name, shelf } = form.fields;
  const quantityMissing = missing.quantity && quantity.trim() === '';
  const categoryMissing = missing.category && category === null;

  return (
    <Box component="form" onSubmit={form.submit} noValidate aria-label={item ? `Endre ${item.name}` : 'Legg til vare'} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', my: 2 }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput field={name} label="Navn" required />
      </Box>
      <TextField
        label="Antall"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        size="small"
        required
        error={quantityMissing}
        helperText={quantityMissing ? 'Skriv inn antall.' : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <TextField select label="Enhet" value={quantityType} onChange={(e) => setQuantityType(e.target.value as QuantityType)} size="small">
        {QUANTITY_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Kategori"
        value={category ?? ''}
        onChange={(e) => setCategory(e.target.value === '' ? null : Number(e.target.value))}
        size="small"
        required
        error={categoryMissing}
        helperText={categoryMissing ? 'Velg en kategori.' : undefined}
      >
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextInput field={shelf} label="Hylle" />
      <TextField
        label="Strekkode"
        value={barcode}
        onChange={(e) => setBarcode(e.target.value)}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Utløpsdato"
        type="date"
        value={expirationDate}
        onChange={(e) => setExpirationDate(e.target.value)}
        size="small"
        helperText="Valgfri"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <WriteStatus write={form.status} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={form.pending}>
            {item ? 'Lagre' : 'Legg til'}
          </Button>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
