import { describe, expect, it } from 'vitest';
import { pageKey, readQuery } from './query';

/** Campaign and click-id parameters of the ad and mail platforms: none is read by any page. */
const TRACKING = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid', 'gbraid', 'wbraid', 'dclid', 'gclsrc', 'fbclid', 'msclkid', 'twclid', 'li_fat_id', 'igshid', 'yclid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'ttclid', 'epik', 'srsltid', '_hsenc', '_hsmi', 'mkt_tok'];

describe('the query a page reads', () => {
  it('drops every parameter the route does not read: campaign and click ids, a refresh, React Router _routes', () => {
    for (const name of [...TRACKING, 't', '_routes', 'anything']) {
      expect(readQuery(`?${name}=x`, undefined), name).toBe('');
      expect(readQuery(`?${name}=x`, ['filter', 'page']), name).toBe('');
      expect(pageKey('/products/beacon', `?${name}=abc&utm_source=news`, undefined)).toBe('/products/beacon');
    }
  });

  it("keeps the route's own parameters, in the route's order, first value, encoded one way", () => {
    expect(readQuery('?page=2&utm_source=x&filter=events', ['filter', 'page'])).toBe('filter=events&page=2');
    expect(readQuery('?filter=a&filter=b', ['filter', 'page'])).toBe('filter=a');
    expect(readQuery('?filter=%C3%A9v%C3%A9nements', ['filter'])).toBe('filter=%C3%A9v%C3%A9nements');
    expect(readQuery('?filter=a+b', ['filter'])).toBe(readQuery('?filter=a%20b', ['filter']));
    expect(pageKey('/de/news', '?fbclid=1&filter=events', ['filter', 'page'])).toBe('/de/news?filter=events');
    expect(pageKey('/de/news', '', ['filter', 'page'])).toBe('/de/news');
  });
});
