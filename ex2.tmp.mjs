import { chromium, devices } from '@playwright/test';
const UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const B='http://127.0.0.1:3199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const mobile of [false,true]) {
const ctx = await browser.newContext(mobile ? { ...devices['Pixel 7'], viewport:{width:390,height:844}, userAgent: UA } : { viewport:{width:1440,height:900}, userAgent: UA });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()!=='debug') console.log('CONSOLE', m.type(), m.text()) });
await page.goto(B + '/about');
await page.locator('html[data-hydrated=true]').waitFor({state:'attached'});
const tag = mobile?'m':'d';
await page.screenshot({path:`/tmp/explore/${tag}-about.png`});
await page.getByRole('button',{name:'Menu'}).click();
await page.screenshot({path:`/tmp/explore/${tag}-menu.png`});
await page.getByRole('button',{name:'Support'}).click();
await page.screenshot({path:`/tmp/explore/${tag}-support.png`});
console.log(await page.getByRole('dialog').ariaSnapshot());
await page.keyboard.press('Escape');
await page.getByRole('button',{name:'Language'}).click();
await page.screenshot({path:`/tmp/explore/${tag}-lang.png`});
console.log(await page.locator('header').ariaSnapshot());
await page.keyboard.press('Escape');
}
await browser.close();
