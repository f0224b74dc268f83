import Bowser from 'bowser';
import { devicesTexts as t } from '../texts/devices';

/** Browser names as people say them (Bowser's own where it is short already). */
const BROWSERS: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
  'Android Browser': 'Android-Browser',
};

/** Where it runs: an Apple phone or tablet by its model, a Mac as "Mac", else the system's name. */
function platformOf(parsed: Bowser.Parser.ParsedResult): string | null {
  const os = parsed.os.name || null;
  if (os === 'iOS' || os === 'iPadOS') return parsed.platform.model || os;
  if (os === 'macOS') return 'Mac';
  if (os === 'Chrome OS') return 'ChromeOS';
  return os;
}

/**
 * The device of a session in words, from its user agent (issue 32, ADR 213): "Chrome auf Android",
 * "Safari auf iPhone", "Firefox auf Windows"; the one part that is known alone; else "Unbekanntes Gerät".
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return t.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name || null;
  const browser = name ? (BROWSERS[name] ?? name) : null;
  const platform = platformOf(parsed);
  if (browser && platform) return t.deviceOn(browser, platform);
  return browser ?? platform ?? t.unknownDevice;
}
