import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
page.on('pageerror', e => console.log('PAGEERROR', e.message.slice(0,200)));
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('CONSOLE', m.type(), m.text().slice(0,150)); });
for (const path of [process.argv[2] || '/menu/']) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await ctx.setOffline(true);
  console.log('offline');
  await page.waitForTimeout(10000);
  console.log('BODY:', (await page.locator('body').innerText()).slice(0,300).replace(/\n/g,' | '));
  await page.screenshot({ path: '/tmp/pw/offline.png' });
  await ctx.setOffline(false);
  await page.waitForTimeout(6000);
  console.log('BODY after:', (await page.locator('body').innerText()).slice(0,300).replace(/\n/g,' | '));
  console.log('SW controller:', await page.evaluate(() => !!navigator.serviceWorker.controller));
  await ctx.setOffline(true);
  await page.reload().catch(e => console.log('reload failed', e.message.slice(0,100)));
  await page.waitForTimeout(4000);
  console.log('BODY reload offline:', (await page.locator('body').innerText()).slice(0,300).replace(/\n/g,' | '));
  await page.goto(base + '/proost/abcde/').catch(e => console.log('goto failed', e.message.slice(0,100)));
  await page.waitForTimeout(4000);
  console.log('BODY room offline:', (await page.locator('body').innerText()).slice(0,300).replace(/\n/g,' | '));
  await page.screenshot({ path: '/tmp/pw/room-offline.png' });
}
await browser.close();
