'use client';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import type { ReactNode } from 'react';
import { TransitionGroup } from 'react-transition-group';
import EmptyState from '@/components/ui/EmptyState';

/** SPEC.md §9: items enter and leave in 300 ms. */
export const ANIMATION_MS = 300;

/** A list whose items slide in and out; «Ingenting å vise her» when empty. */
export default function AnimatedList<T>({
  items,
  itemKey,
  label,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  label: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <Collapse in={items.length === 0} timeout={ANIMATION_MS} unmountOnExit>
        <EmptyState />
      </Collapse>
      <List dense disablePadding aria-label={label}>
        <TransitionGroup component={null}>
          {items.map((item) => (
            <Collapse key={itemKey(item)} timeout={ANIMATION_MS} component="li" sx={{ listStyle: "none" }}>
              {children(item)}
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
    </>
  );
}
