import { chromium, devices } from '@playwright/test';
const UA=process.env.UA ?? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const B='http://127.0.0.1:3199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport:{width:1440,height:900}, userAgent: UA });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()!=='debug') console.log('CONSOLE', m.type(), m.text(), JSON.stringify(m.location())) });
page.on('pageerror', e => console.log('PAGEERROR', e.message));
for (const p of process.argv.slice(2)) {
const r = await page.goto(B + p);
console.log(p, r.status());
await page.locator('html[data-hydrated=true]').waitFor({state:'attached'}).catch(()=>console.log('no hydration'));
console.log(await page.locator('main, body > div').first().ariaSnapshot());
}
await browser.close();
