import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
};

describe('deviceName', () => {
  it('names the browser and where it runs, as people say it', () => {
    expect(deviceName(UA.chromeAndroid)).toBe('Chrome auf Android');
    expect(deviceName(UA.safariIphone)).toBe('Safari auf iPhone');
    expect(deviceName(UA.safariIpad)).toBe('Safari auf iPad');
    expect(deviceName(UA.firefoxWindows)).toBe('Firefox auf Windows');
    expect(deviceName(UA.safariMac)).toBe('Safari auf Mac');
    expect(deviceName(UA.edgeWindows)).toBe('Edge auf Windows');
    expect(deviceName(UA.samsung)).toBe('Samsung Internet auf Android');
  });

  it('says "Unbekanntes Gerät" when nothing is known (no user agent, a tool)', () => {
    expect(deviceName(null)).toBe('Unbekanntes Gerät');
    expect(deviceName('')).toBe('Unbekanntes Gerät');
    expect(deviceName('   ')).toBe('Unbekanntes Gerät');
    expect(deviceName('curl/8.5.0')).toBe('Unbekanntes Gerät');
  });
});
