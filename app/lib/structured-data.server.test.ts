import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parsePrice } from './price.server';
import { breadcrumbListLd, downloadLd, fileSizeText, jsonLdTag, newsArticleLd, organizationLd, productLd } from './structured-data.server';

const ORIGIN = 'https://kairotone.example';
const publisher = { name: 'Kairotone', url: `${ORIGIN}/`, logo: `${ORIGIN}/favicon.svg`, sameAs: [] };

describe('jsonLdTag', () => {
  it('is written by React Router as one JSON document that no content can close', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script> & more', sep: '\u2028' };
    const Page = createRoutesStub([{ path: '/', meta: () => [jsonLdTag(data)], Component: () => createElement(Fragment, null, createElement(Meta)) }]);
    const html = renderToString(createElement(Page, { initialEntries: ['/'] }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(scripts[0]!)).toEqual(data);
  });
});

describe('breadcrumbListLd', () => {
  it('numbers the steps from 1 with absolute URLs', () => {
    expect(breadcrumbListLd([{ name: 'Home', url: '/de' }, { name: 'News', url: '/de/news' }], ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/de` },
        { '@type': 'ListItem', position: 2, name: 'News', item: `${ORIGIN}/de/news` },
      ],
    });
  });
});

describe('organizationLd', () => {
  it('lists the social profiles as sameAs', () => {
    expect(organizationLd({ ...publisher, sameAs: ['https://social.example/kairotone'] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kairotone',
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` },
      sameAs: ['https://social.example/kairotone'],
    });
  });

  it('leaves context and sameAs out when nested, and empty sameAs always', () => {
    expect(organizationLd(publisher, true)).toEqual({ '@type': 'Organization', name: 'Kairotone', url: `${ORIGIN}/`, logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` } });
    expect(organizationLd(publisher)).not.toHaveProperty('sameAs');
  });
});

describe('productLd', () => {
  it('has brand and an offer from the parsed price', () => {
    expect(
      productLd({
        name: 'Kairotone Beacon', description: 'Wireless timecode.', url: `${ORIGIN}/products/beacon`, image: `${ORIGIN}/media/b.jpg`,
        brand: 'Kairotone', price: parsePrice('EUR 249'), shopUrl: 'https://shop.kairotone.example/beacon',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kairotone Beacon',
      description: 'Wireless timecode.',
      url: `${ORIGIN}/products/beacon`,
      image: [`${ORIGIN}/media/b.jpg`],
      brand: { '@type': 'Brand', name: 'Kairotone' },
      offers: { '@type': 'Offer', price: '249', priceCurrency: 'EUR', url: 'https://shop.kairotone.example/beacon' },
    });
  });

  it('has no offer without a readable price, and no image without one', () => {
    const ld = productLd({ name: 'X', description: '', url: `${ORIGIN}/products/x`, image: null, brand: 'Kairotone', price: null, shopUrl: null });
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
  });
});

describe('newsArticleLd', () => {
  it('has headline, dates, author, image, language and publisher', () => {
    const ld = newsArticleLd({
      headline: 'IBC 2026', description: 'Recap', url: `${ORIGIN}/news/ibc`, datePublished: '2026-10-12T00:00:00+00:00', dateModified: null,
      author: 'Mara Lindqvist', image: `${ORIGIN}/media/n.jpg`, lang: 'ja', publisher,
    });
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'IBC 2026',
      datePublished: '2026-10-12T00:00:00+00:00',
      dateModified: '2026-10-12T00:00:00+00:00',
      author: [{ '@type': 'Person', name: 'Mara Lindqvist' }],
      image: [`${ORIGIN}/media/n.jpg`],
      inLanguage: 'ja',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/news/ibc` },
      publisher: { '@type': 'Organization', name: 'Kairotone' },
    });
    expect(ld.publisher).not.toHaveProperty('@context');
  });
});

describe('downloadLd', () => {
  const base = {
    name: 'Kairotone Sync Studio', description: 'Desktop app', url: `${ORIGIN}/downloads/sync-studio`, version: '2.0.3',
    datePublished: '2026-09-08', operatingSystems: ['macOS', 'Windows', 'Linux'], size: 131268608, lang: 'en', product: null, publisher,
    files: [
      { label: 'macOS', url: 'https://downloads.kairotone.example/s.dmg' },
      { label: 'Windows', url: 'https://downloads.kairotone.example/s.exe' },
    ],
  };

  it('describes apps as a SoftwareApplication', () => {
    expect(downloadLd({ ...base, kind: 'app' })).toMatchObject({
      '@type': 'SoftwareApplication',
      applicationCategory: 'MultimediaApplication',
      operatingSystem: 'macOS, Windows, Linux',
      softwareVersion: '2.0.3',
      fileSize: '131.3 MB',
      downloadUrl: ['https://downloads.kairotone.example/s.dmg', 'https://downloads.kairotone.example/s.exe'],
      datePublished: '2026-09-08',
    });
  });

  it('describes firmware as a SoftwareApplication without an operating system', () => {
    const ld = downloadLd({ ...base, kind: 'firmware', operatingSystems: [], files: [base.files[0]!] });
    expect(ld).toMatchObject({ '@type': 'SoftwareApplication', applicationCategory: 'UtilitiesApplication', downloadUrl: 'https://downloads.kairotone.example/s.dmg' });
    expect(ld).not.toHaveProperty('operatingSystem');
  });

  it('describes manuals as a DigitalDocument with its files', () => {
    const ld = downloadLd({
      ...base, kind: 'manual', operatingSystems: [], product: { name: 'Kairotone Beacon', url: `${ORIGIN}/products/beacon` },
      files: [{ label: 'User manual (PDF)', url: 'https://downloads.kairotone.example/m.pdf' }],
    });
    expect(ld).toMatchObject({
      '@type': 'DigitalDocument',
      version: '2.0.3',
      about: { '@type': 'Product', name: 'Kairotone Beacon', url: `${ORIGIN}/products/beacon` },
      encoding: [{ '@type': 'MediaObject', name: 'User manual (PDF)', contentUrl: 'https://downloads.kairotone.example/m.pdf', encodingFormat: 'application/pdf' }],
    });
    expect(ld).not.toHaveProperty('softwareVersion');
  });
});

describe('fileSizeText', () => {
  it('uses decimal units', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2386944)).toBe('2.4 MB');
    expect(fileSizeText(6842117)).toBe('6.8 MB');
    expect(fileSizeText(1_500_000_000)).toBe('1.5 GB');
  });
});
