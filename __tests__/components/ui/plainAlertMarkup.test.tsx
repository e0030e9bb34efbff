import { render } from '@testing-library/react';
import PlainAlert from '@/components/ui/PlainAlert';
import { plainAlertMarkup } from '@/components/ui/plainAlertMarkup';
import { normalized, parsed } from '@/__tests__/components/support/earlyPaint';

// A room's first paint shows a notice as PlainAlert's markup made at build time, and the live room
// renders PlainAlert in its place: any difference would show as a jump when the live room comes.

const TEXT = 'Rommet er fullt: <to> spillere & «Ann» har "tatt" plass.';

test.each([
  ['info', 'status'],
  ['warning', 'alert'],
  ['error', 'alert'],
] as const)('the %s markup with role %s is the markup PlainAlert renders', (severity, role) => {
  const { container } = render(
    <PlainAlert severity={severity} role={role}>
      {TEXT}
    </PlainAlert>,
  );
  expect(parsed(plainAlertMarkup(severity, TEXT, role))).toBe(normalized(container));
});

test('the text is the text, not markup', () => {
  const box = document.createElement('div');
  box.innerHTML = plainAlertMarkup('info', TEXT);
  expect(box.querySelector('b, to')).toBeNull();
  expect(box.textContent).toBe(TEXT);
  expect(box.firstElementChild?.getAttribute('role')).toBe('alert');
});
