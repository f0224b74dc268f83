import { describe, expect, it } from 'vitest';
import { addressLines, mailtoHref, mapHref, telHref } from './contact-links';

describe('telHref', () => {
  it('keeps + and digits', () => {
    expect(telHref('+49 (30) 123-45 67')).toBe('tel:+49301234567');
    expect(telHref('0170 / 1234567')).toBe('tel:01701234567');
    expect(telHref('0049 30 1234')).toBe('tel:+49301234');
  });

  it('gives null without a number', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref('  ')).toBeNull();
    expect(telHref('keine')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address', () => {
    expect(mailtoHref(' a@b.de ')).toBe('mailto:a@b.de');
    expect(mailtoHref(null)).toBeNull();
  });
});

describe('addressLines', () => {
  it('writes c/o, street and city lines, leaving out empty parts', () => {
    expect(
      addressLines({
        co: 'Firma X',
        address: 'Hauptstraße',
        addressnumber: '1a',
        streetcode: '10115',
        city: 'Berlin',
      }),
    ).toEqual(['c/o Firma X', 'Hauptstraße 1a', '10115 Berlin']);
    expect(
      addressLines({ co: null, address: null, addressnumber: null, streetcode: '10115', city: null }),
    ).toEqual(['10115']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('mapHref', () => {
  it('searches street and city on OpenStreetMap, encoded, without the c/o line', () => {
    expect(
      mapHref({
        co: 'Firma X',
        address: 'Hauptstraße',
        addressnumber: '1a',
        streetcode: '10115',
        city: 'Berlin',
      }),
    ).toBe('https://www.openstreetmap.org/search?query=Hauptstra%C3%9Fe%201a%2C%2010115%20Berlin');
    expect(mapHref({ co: null, address: 'A&B', addressnumber: null, streetcode: null, city: '?' })).toBe(
      'https://www.openstreetmap.org/search?query=A%26B%2C%20%3F',
    );
  });

  it('gives null without an address to search for', () => {
    expect(mapHref(null)).toBeNull();
    expect(
      mapHref({ co: 'Firma X', address: null, addressnumber: null, streetcode: null, city: null }),
    ).toBeNull();
  });
});
