import { describe, expect, it } from 'vitest';
import { checkHtml, describeFindings } from '../support/vnu';

/**
 * The checker itself, on the two errors issue 27 found on every page: if Java or the jar
 * stopped answering, or the messages stopped being read, the site's check would pass on
 * nothing; this one fails then.
 */
const page = (body: string) => `<!DOCTYPE html>\n<html lang="en">\n<head><title>Check</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

describe('the HTML checker', () => {
  it('names the page, line and message of each error, and passes a valid page', async () => {
    const found = await checkHtml([
      { name: '/logo', html: page('<svg viewBox="0 0 10 10" aria-hidden="true">\n<text font-weight="750">K</text></svg>') },
      { name: '/menu', html: page('<button type="button" commandfor="menu" command="show-modal" aria-expanded="false">Menu</button>\n<dialog id="menu">Items</dialog>') },
      { name: '/valid', html: page('<p>Fine.</p>') },
    ]);
    expect(describeFindings(found).sort()).toEqual([
      expect.stringMatching(/^\/logo:6: error: Bad value “750” for attribute “font-weight” on element “text”/),
      expect.stringMatching(/^\/menu:5: error: The “aria-expanded” attribute must not be used on any element which has a “command” attribute/),
    ]);
  }, 60_000);
});
