// After `next build` (scripts/after-export.mjs): puts the MUI theme's CSS (public/theme.css, generated from
// components/shell/theme.ts by `npm run generate`) into the head of every exported page, right
// after the viewport meta, so it applies before the first paint without a request of its own.
// It is not rendered by React: in React's tree it would also travel in the page's RSC payload,
// twice the bytes. React leaves elements it did not render in <head> alone while it hydrates.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedPages } from './export-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const THEME_STYLE_ATTRIBUTE = 'data-theme-css';
const ANCHOR = /<meta name="viewport"[^>]*\/?>/;

/** Adds the theme's <style> to every page under `out`; a page that has it already is left alone. */
export function inlineThemeCss(out = path.join(ROOT, 'out')) {
  const css = readFileSync(path.join(ROOT, 'public', 'theme.css'), 'utf8').replace(/^\/\*[^*]*\*\/\n/, '').trim();
  if (css.includes('</')) throw new Error('public/theme.css must not contain "</"');
  const style = `<style ${THEME_STYLE_ATTRIBUTE}="">${css}</style>`;
  let count = 0;
  for (const file of exportedPages(out)) {
    const html = readFileSync(file, 'utf8');
    if (html.includes(THEME_STYLE_ATTRIBUTE)) continue;
    if (!ANCHOR.test(html)) throw new Error(`${path.relative(ROOT, file)} has no viewport meta to put the theme after`);
    writeFileSync(file, html.replace(ANCHOR, (meta) => meta + style));
    count += 1;
  }
  return count;
}
