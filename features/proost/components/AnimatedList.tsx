'use client';
import { useRef, type ReactNode } from 'react';
import { CSSTransition, TransitionGroup } from 'react-transition-group';
import EmptyState from '@/components/ui/EmptyState';
import list from '@/components/ui/PlainList.module.css';
import styles from './AnimatedList.module.css';

/** SPEC.md §9: items enter and leave in 300 ms (AnimatedList.module.css). */
export const ANIMATION_MS = 300;

const CLASSES = { enter: styles.enter, enterActive: styles.enterActive, exit: styles.exit, exitActive: styles.exitActive };

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
      {items.length === 0 ? <EmptyState /> : null}
      <ul className={styles.list} aria-label={label}>
        <TransitionGroup component={null}>
          {items.map((item) => (
            <Item key={itemKey(item)}>{children(item)}</Item>
          ))}
        </TransitionGroup>
      </ul>
    </>
  );
}

/** One item; TransitionGroup hands it `in` and `onExited`, passed on to its CSSTransition. */
function Item({ children, ...transition }: { children: ReactNode; in?: boolean; onExited?: () => void }) {
  const node = useRef<HTMLLIElement>(null);
  return (
    <CSSTransition {...transition} nodeRef={node} timeout={ANIMATION_MS} classNames={CLASSES}>
      <li ref={node} className={styles.item}>
        <div className={styles.inner}>{children}</div>
      </li>
    </CSSTransition>
  );
}

/** A row of the list: its text, then what goes on the right (a chip, a button). */
export function ListRow({ children, top = false }: { children: ReactNode; top?: boolean }) {
  return <div className={top ? `${list.row} ${styles.top}` : list.row}>{children}</div>;
}

