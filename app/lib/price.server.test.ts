import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice } from './price.server';

describe('parsePrice', () => {
  it.each([
    ['EUR 249', 'EUR', '249', 249],
    ['EUR249', 'EUR', '249', 249],
    ['eur 249', 'EUR', '249', 249],
    ['  USD 1,299.00 ', 'USD', '1299.00', 1299],
    ['EUR 1.299,00', 'EUR', '1299.00', 1299],
    ['EUR 249,90', 'EUR', '249.90', 249.9],
    ['EUR 249.9', 'EUR', '249.9', 249.9],
    ['EUR 1,299', 'EUR', '1299', 1299],
    ['EUR 1.299', 'EUR', '1299', 1299],
    ['EUR 1 299', 'EUR', '1299', 1299],
    ['CHF 1\u2019299', null, null, null],
    ['249 EUR', 'EUR', '249', 249],
    ['JPY 39800', 'JPY', '39800', 39800],
    ['EUR 1,234,567.50', 'EUR', '1234567.50', 1234567.5],
  ])('%s', (raw, currency, amount, value) => {
    const price = parsePrice(raw);
    if (currency === null) expect(price).toBeNull();
    else expect(price).toEqual({ currency, amount, value });
  });

  it.each(['', 'free', '€249', 'EUR', 'EUR abc', 'EUR 2,4,9.1.2', 'EUR 249.', 'EUROS 249', 'EUR -249'])('rejects %j', (raw) => {
    expect(parsePrice(raw)).toBeNull();
  });

  it('accepts null and undefined', () => {
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
  });
});

describe('formatPrice', () => {
  it.each([
    ['EUR 249', 'en', '€249'],
    ['EUR 249', 'de', '249\u00a0€'],
    ['EUR 1.299,50', 'de', '1.299,50\u00a0€'],
    ['USD 1,299.00', 'en', '$1,299'],
    ['JPY 39800', 'ja', '￥39,800'],
  ])('%s in %s → %s', (raw, lang, expected) => {
    expect(formatPrice(raw, lang)).toBe(expected);
  });

  it('keeps text that is not a price as written, and null as null', () => {
    expect(formatPrice('on request', 'en')).toBe('on request');
    expect(formatPrice(null, 'en')).toBeNull();
  });
});
