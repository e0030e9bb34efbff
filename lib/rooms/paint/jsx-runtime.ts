// A JSX runtime that renders to a markup string: the build (scripts/cardPainters.ts) compiles a
// room's card component with it instead of React's (esbuild's classic JSX, `h` and `Fragment`
// injected from here), into the page's inline painter, so the card React renders and the card
// painted before React are one source (docs/rooms.md "The card's painter, generated"). It writes
// what React's DOM holds for the same elements: class for className, style objects as CSS text,
// true/false on aria-* and data-* as text, boolean attributes bare, handlers and keys dropped, and
// every text escaped. Bundled into an inline script: it stays small and plain.

/** Markup already escaped (what an element renders to); any other child is text. */
export type Markup = { html: string };

type Props = { [name: string]: unknown } | null;
type Component = (props: { [name: string]: unknown }) => unknown;

const escape = (text: unknown) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The markup of what a card's JSX rendered: the painter's result. */
export function markup(value: unknown): string {
  if (value == null || typeof value === 'boolean') return '';
  if (Array.isArray(value)) return value.map(markup).join('');
  return typeof value === 'object' && 'html' in value ? (value as Markup).html : escape(value);
}

export function Fragment(props: { children?: unknown }): Markup {
  return { html: markup(props.children) };
}

export function h(type: string | Component, props: Props, ...children: unknown[]): unknown {
  const all: { [name: string]: unknown } = { ...props };
  if (children.length) all.children = children.length > 1 ? children : children[0];
  if (typeof type === 'function') return type(all);
  let html = '<' + type;
  for (const name in all) {
    let value = all[name];
    if (name === 'children' || name === 'key' || value == null || typeof value === 'function') continue;
    // React's attribute for a prop: HTML's two renamed ones, SVG's hyphenated strokeWidth and the
    // like; any other name lower-cased (maxLength; the parser restores SVG's viewBox).
    const attr =
      name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : /^(stroke|fill|clip)[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()) : name.toLowerCase();
    if (name === 'style') {
      const style = value as { [key: string]: unknown };
      value = Object.keys(style)
        .map((key) => key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()) + ':' + style[key])
        .join(';');
    } else if (typeof value === 'boolean' && !/^(aria|data)-/.test(attr)) {
      if (!value) continue;
      value = '';
    }
    html += ' ' + attr + '="' + escape(value) + '"';
  }
  return { html: html + '>' + (/^(br|hr|img|input|meta|link)$/.test(type) ? '' : markup(all.children) + '</' + type + '>') };
}
