import { chromium, devices } from '@playwright/test';
const UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const B='http://127.0.0.1:3199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const mobile of [false,true]) {
const ctx = await browser.newContext(mobile ? { ...devices['Pixel 7'], viewport:{width:390,height:844}, userAgent: UA } : { viewport:{width:1440,height:900}, userAgent: UA });
const page = await ctx.newPage();
await page.goto(B + '/about');
await page.locator('html[data-hydrated=true]').waitFor({state:'attached'});
await page.evaluate(() => window.scrollTo(0, 800));
const st = () => page.evaluate(() => ({y: window.scrollY, main: document.querySelector('main').getBoundingClientRect().top, se: document.scrollingElement.scrollTop}));
console.log('before', await st());
await page.getByRole('button',{name:'Menu'}).click();
await page.getByRole('dialog').waitFor();
console.log('open', await st());
await page.mouse.wheel(0, 500);
await new Promise(r=>setTimeout(r,500));
console.log('after wheel', await st());
await page.keyboard.press('Escape');
await new Promise(r=>setTimeout(r,300));
console.log('closed', await st(), await page.evaluate(()=>document.activeElement.getAttribute('aria-label')));
}
await browser.close();
