import { chromium, devices } from '@playwright/test';
const UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const B='http://127.0.0.1:3199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const mobile = process.argv[2]==='m';
const ctx = await browser.newContext(mobile ? { ...devices['Pixel 7'], viewport:{width:390,height:844}, userAgent: UA } : { viewport:{width:1440,height:900}, userAgent: UA });
const page = await ctx.newPage();
page.on('console', m => console.log('CONSOLE', m.type(), m.text()));
await page.goto(B + (process.argv[3] ?? '/about'));
await page.locator('html[data-hydrated=true]').waitFor({state:'attached'});
console.log(await page.locator('body').ariaSnapshot());
if (process.argv[4]==='menu') {
  await page.getByRole('button',{name:'Menu'}).click();
  console.log('----MENU----');
  console.log(await page.getByRole('dialog').ariaSnapshot());
  await page.getByRole('button',{name:'Products'}).click();
  console.log(await page.getByRole('dialog').ariaSnapshot());
}
await browser.close();
