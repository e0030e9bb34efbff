import { InviteButtonView } from '@/components/rooms/RoomHeaderView';
import type { SnapshotViewProps } from '@/components/rooms/RoomFirstPaint';
import { RememberRecent } from '@/components/rooms/useRecent';
import { mapCategories, mapFridge } from '@/features/fridge/lib/fridge';
import { AddToggle, FridgeHeading, StockGroups } from './FridgeView';

/**
 * A fridge's first paint from its REST snapshot (`fridge/{id}` and the category names): its name
 * and stock as the live screen draws them, every control waiting for the live part.
 */
export default function FridgeSnapshot({ id, value, also }: SnapshotViewProps) {
  const fridge = mapFridge(id, value);
  if (!fridge) return null;
  const categories = mapCategories(also);
  return (
    <>
      {/* A visit counts from React's first paint (a moment after the inline script's): a guest may
          leave before the live part loads. */}
      <RememberRecent kind="fridge" id={id} name={fridge.info.name} />
      <FridgeHeading id={id} name={fridge.info.name} action={<InviteButtonView disabled />} />
      {/* Without categories nothing can be added; the live screen says why. */}
      {categories.length > 0 ? <AddToggle disabled /> : null}
      <StockGroups items={fridge.stock} categories={categories} today={new Date()} disabled />
    </>
  );
}
