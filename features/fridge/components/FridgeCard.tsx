import type { ReactNode } from 'react';
import { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import { mapCategories, mapFridge } from '@/features/fridge/lib/fridge';
import { AddToggle, FridgeHeading, StockGroups } from './FridgeView';

/**
 * A fridge as first painted from its REST read (`fridge/{id}`, and the category names as `also`):
 * its name and stock as the live screen draws them, every control waiting for the live part;
 * nothing for a value that is not a fridge. Expiry is counted from the guest's own `today`. The one
 * source of both first paints: FridgeSnapshot renders it with React (`children`: what it adds
 * first, nothing on screen), and the inline painter is generated from it (features/fridge/paint.tsx,
 * docs/rooms.md "The card's painter, generated"), so it stays plain elements of its props.
 */
export default function FridgeCard({ id, value, also, today, children }: { id: string; value: unknown; also: unknown; today: Date; children?: (name: string) => ReactNode }) {
  const fridge = mapFridge(id, value);
  if (!fridge) return null;
  const categories = mapCategories(also);
  return (
    <>
      {children?.(fridge.info.name)}
      <FridgeHeading id={id} name={fridge.info.name} action={<InviteButtonView disabled />} />
      {/* Without categories nothing can be added; the live screen says why. */}
      {categories.length > 0 ? <AddToggle disabled /> : null}
      <StockGroups items={fridge.stock} categories={categories} today={today} disabled />
    </>
  );
}
