import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Every browser test fails on a console error or an uncaught page error unless it says it expects one. */
export const test = base.extend<{ consoleErrors: string[]; failureReport: void }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The stack, not only the message: a failure on CI must say where it came from.
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * When a test fails, what the page was doing: its requests (finished, failed or still
   * pending) and every console message. CI keeps only its log, so a failure that does not
   * happen here (a navigation that never finished) must say there what it waited for.
   */
  failureReport: [
    async ({ page }, use, testInfo) => {
      const events = recordPage(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) console.log(`\n${testInfo.titlePath.join(' › ')}: what the page did\n${events.report()}\n`);
    },
    { auto: true },
  ],
});

/** The page's requests and console messages, as lines with the milliseconds since the test began. */
function recordPage(page: Page): { report(): string } {
  const start = Date.now();
  const lines: string[] = [];
  const at = () => `${String(Date.now() - start).padStart(6)} ms`;
  const begun = new Map<Request, number>();
  const describe = (request: Request) => `${request.method()} ${request.url()}${request.isNavigationRequest() ? ' (navigation)' : ''}`;
  const status = new Map<Request, number>();
  page.on('request', (request) => begun.set(request, Date.now()));
  page.on('response', (response) => status.set(response.request(), response.status()));
  page.on('requestfinished', (request) => {
    lines.push(`${at()}  ${status.get(request) ?? '—'} ${describe(request)} in ${Date.now() - begun.get(request)!} ms`);
    begun.delete(request);
  });
  page.on('requestfailed', (request) => {
    lines.push(`${at()}  failed (${request.failure()?.errorText}) ${describe(request)}`);
    begun.delete(request);
  });
  page.on('console', (message) => lines.push(`${at()}  console.${message.type()}: ${message.text()}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) lines.push(`${at()}  now at ${frame.url()}`);
  });
  return {
    report: () => [...lines, ...[...begun].map(([request, since]) => `${at()}  pending for ${Date.now() - since} ms: ${describe(request)}`)].join('\n'),
  };
}

export { expect };
