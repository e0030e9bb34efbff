'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './WhenNearView.module.css';

/**
 * Renders `children` only once this spot comes within `margin` of the viewport, `placeholder`
 * until then. For a part of a page below the fold whose code and data the visitor may never
 * need (the home page's roadmap under the tiles on a phone): nothing is fetched for it during
 * the page load, and it is ready by the time a scrolling visitor gets there. Until then the
 * placeholder's animations stand still: nothing is loading, and nobody sees it.
 */
export default function WhenNearView({
  children,
  placeholder,
  margin = '100px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return (
    <div ref={spot} className={near ? undefined : styles.waiting}>
      {near ? children : placeholder}
    </div>
  );
}
