import { renderedMarkup, parsed } from '@/__tests__/components/support/earlyPaint';
import { Fragment, h, markup } from '@/lib/rooms/paint/jsx-runtime';

// The string JSX runtime the room cards' inline painters are built with (scripts/cardPainters.ts)
// must write what React's DOM holds for the same elements: each case is written once as React
// elements and once as the runtime's calls, and the two markups are compared.

const onClick = () => undefined;

test('attributes as React writes them: class, for, style, booleans, aria/data text, SVG names, handlers dropped', () => {
  const react = renderedMarkup(
    <div className="a b" style={{ backgroundColor: '#ffe08a', color: '#000000' }} data-x data-off={false} aria-busy={false} aria-hidden>
      <button type="button" disabled onClick={onClick} hidden={false}>
        x
      </button>
      <label htmlFor="f">y</label>
      <input id="f" maxLength={40} readOnly />
      <svg viewBox="0 0 24 24">
        <circle cx="7" cy="12" r="4" strokeWidth="2" fillRule="evenodd" />
      </svg>
      {null}
      {false}
      {0}
    </div>,
  );
  const painted = markup(
    h(
      'div',
      { className: 'a b', style: { backgroundColor: '#ffe08a', color: '#000000' }, 'data-x': true, 'data-off': false, 'aria-busy': false, 'aria-hidden': true },
      h('button', { type: 'button', disabled: true, onClick, hidden: false }, 'x'),
      h('label', { htmlFor: 'f' }, 'y'),
      h('input', { id: 'f', maxLength: 40, readOnly: true }),
      h('svg', { viewBox: '0 0 24 24' }, h('circle', { cx: '7', cy: '12', r: '4', strokeWidth: '2', fillRule: 'evenodd' })),
      null,
      false,
      0,
    ),
  );
  expect(parsed(painted)).toBe(react);
});

test('text and attribute values are escaped, components and fragments render their children', () => {
  const Item = ({ label, children }: { label: string; children?: unknown }) => h('li', { title: label }, children);
  const react = renderedMarkup(
    <ul>
      <li title={'"a" <b> & c'}>{'<img src=x onerror=alert(1)> & "q"'}</li>
      <>
        <li title="2">to</li>
        {['tre', 'fire'].map((t) => (
          <li key={t} title={t}>
            {t}
          </li>
        ))}
      </>
    </ul>,
  );
  const painted = markup(
    h(
      'ul',
      null,
      h(Item, { label: '"a" <b> & c' }, '<img src=x onerror=alert(1)> & "q"'),
      h(Fragment, null, h(Item, { label: '2' }, 'to'), ['tre', 'fire'].map((t) => h(Item, { key: t, label: t }, t))),
    ),
  );
  expect(parsed(painted)).toBe(react);
  const box = document.createElement('div');
  box.innerHTML = painted;
  expect(box.querySelector('img')).toBeNull();
});
