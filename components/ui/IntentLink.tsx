'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A client-side link that fetches its route when the visitor shows intent (finger down, pointer
 * over, keyboard focus) instead of when it scrolls into view. A page of tiles would otherwise
 * prefetch every route while it loads, which costs a cheap phone a quarter of a second of main
 * thread; a touch starts about 100 ms before the click, enough to have the route in hand.
 */
export default function IntentLink({ href, onPointerDown, onPointerEnter, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerDown={(event) => {
        prefetch();
        onPointerDown?.(event);
      }}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
