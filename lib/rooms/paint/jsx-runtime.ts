// A JSX runtime that renders to a markup string: the build (scripts/cardPainters.ts) compiles a
// room's card component with it instead of React's (esbuild's classic JSX, `h` and `Fragment`
// injected from here), into the page's inline painter, so the card React renders and the card
// painted before React are one source (docs/rooms.md "The card's painter, generated"). It writes
// what React's DOM holds for the same elements: class for className, style objects as CSS text,
// true/false on aria-* and data-* as text, boolean attributes bare, handlers and keys dropped, and
// every text escaped. Bundled into every room page's inline script, so it is written to minify small.

/** Markup already escaped (what an element renders to); any other child is text. */
export type Markup = { html: string };

type Props = { [name: string]: unknown };

// As character references, which the parser reads back as the characters.
const escape = (text: unknown) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');

// camelCase to the attribute's or CSS property's hyphenated name.
const hyphenated = (name: string) => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** The markup of what a card's JSX rendered: the painter's result. */
export function markup(value: unknown): string {
  return value == null || value === !!value ? '' : Array.isArray(value) ? value.map(markup).join('') : ((value as Markup).html ?? escape(value));
}

export function Fragment(props: Props): Markup {
  return { html: markup(props.children) };
}

// `type`: a tag, or a component of any props (it gets them with its children).
export function h(type: string | ((props: never) => unknown), props: Props | null, ...children: unknown[]): unknown {
  const all: Props = { ...props };
  if (children.length) all.children = children.length > 1 ? children : children[0];
  if (typeof type != 'string') return (type as (props: Props) => unknown)(all);
  let html = '<' + type;
  for (const name in all) {
    let value = all[name];
    if (name == 'style')
      value = Object.keys(value as Props)
        .map((key) => hyphenated(key) + ':' + (value as Props)[key])
        .join(';');
    // A boolean is text on aria-* and data-*; elsewhere true is the bare attribute, false none.
    else if (value === !!value && !/^(aria|data)-/.test(name)) value = value ? '' : null;
    // React's attribute for a prop: class, for, SVG's stroke-width and the like, any other name as
    // it is (the parser lower-cases it, and gives SVG's viewBox its capital back).
    if (!/^(children|key)$/.test(name) && value != null && typeof value != 'function')
      html += ` ${name == 'className' ? 'class' : name == 'htmlFor' ? 'for' : /^(stroke|fill|clip)[A-Z]/.test(name) ? hyphenated(name) : name}="${escape(value)}"`;
  }
  // The void elements a card may hold have no end tag.
  return { html: html + '>' + (/^(input|img|br|hr)$/.test(type) ? '' : markup(all.children) + '</' + type + '>') };
}
