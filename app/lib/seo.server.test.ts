import { describe, expect, it } from 'vitest';
import { errorTitles, pageTitle } from './seo.server';

const seo = { siteName: 'Kairotone', separator: '|', description: '', ogImage: null, twitter: null };

describe('pageTitle', () => {
  it('adds the site name; the home page is the site name alone', () => {
    expect(pageTitle('About', seo)).toBe('About | Kairotone');
    expect(pageTitle('', seo)).toBe('Kairotone');
    expect(pageTitle('Kairotone', seo)).toBe('Kairotone');
  });
});

describe('errorTitles', () => {
  it('are the error_page heading for 404s and other errors, the catalog’s heading for 503, each with the site name', () => {
    const errorPage = { heading: 'Lost sync', imageHeading: '', image: null, description: '' };
    expect(errorTitles({ errorPage, seo }, 'de')).toEqual({
      notFound: 'Lost sync | Kairotone',
      serverError: 'Lost sync | Kairotone',
      unavailable: expect.stringMatching(/ \| Kairotone$/),
    });
    expect(errorTitles({ errorPage, seo }, 'de').unavailable).not.toBe(errorTitles({ errorPage, seo }, 'en').unavailable);
  });

  it('fall back to Not Found and Server Error without an error_page global', () => {
    expect(errorTitles({ errorPage: null, seo }, 'en')).toMatchObject({ notFound: 'Not Found | Kairotone', serverError: 'Server Error | Kairotone' });
  });
});
