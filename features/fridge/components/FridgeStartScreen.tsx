'use client';
import { createFridge, fridgeNameRule } from '@/features/fridge/lib/data';
import IdStartScreen, { type IdStartConfig } from '@/components/rooms/IdStartScreen';
import { isValidFridgeId } from '../paths';

export const BAD_FRIDGE_ID_TEXT = 'Koden kan ikke inneholde . $ # [ ] / og kan være høyst 64 tegn.';

const FRIDGE_START: IdStartConfig = {
  route: 'fridge',
  create: createFridge,
  nameRule: fridgeNameRule,
  isValidId: isValidFridgeId,
  texts: {
    newTitle: 'Nytt kjøleskap',
    gateLabel: 'kjøleskapet',
    nameLabel: 'Navn på kjøleskapet',
    newIdLabel: 'Ny kode',
    createButton: 'Lag kjøleskap',
    created: 'Kjøleskapet',
    openTitle: 'Åpne et kjøleskap',
    idLabel: 'Kode',
    invalidId: BAD_FRIDGE_ID_TEXT,
  },
};

/** /fridge/: make a new fridge, open one by its code, or one this phone used lately. */
export default function FridgeStartScreen() {
  return <IdStartScreen config={FRIDGE_START} />;
}
