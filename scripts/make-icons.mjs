// Renders public/icons/*.svg to the PNG sizes the web manifest, iOS and the favicon need.
// Run by hand after changing the SVGs: `node scripts/make-icons.mjs` (needs Chromium).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './stack.mjs';

const icons = path.join(ROOT, 'public', 'icons');
const targets = [
  { svg: 'icon.svg', size: 192, out: 'icon-192.png' },
  { svg: 'icon.svg', size: 512, out: 'icon-512.png' },
  { svg: 'maskable.svg', size: 512, out: 'maskable-512.png' },
  { svg: 'icon.svg', size: 180, out: 'apple-touch-icon.png' },
  { svg: 'icon.svg', size: 32, out: 'favicon-32.png' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const t of targets) {
  const page = await browser.newPage({ viewport: { width: t.size, height: t.size } });
  const svg = readFileSync(path.join(icons, t.svg), 'utf8');
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${t.size}" height="${t.size}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join(icons, t.out), omitBackground: true });
  await page.close();
}
await browser.close();

// favicon.ico: an ICO directory with one embedded 32×32 PNG (supported by every current browser).
const png = readFileSync(path.join(icons, 'favicon-32.png'));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // data offset
writeFileSync(path.join(ROOT, 'public', 'favicon.ico'), Buffer.concat([header, png]));
console.log('icons written');
