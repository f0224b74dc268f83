import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import type { RechnerBody } from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { ValidationError } from '../../../lib/app-error';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins that are the portal itself: PUBLIC_URL's and the request's Host (how this adviser reached
 * it), each in http and https, and for a loopback host also its other loopback names with the same port
 * (http://127.0.0.1:8281 is the portal at http://localhost:8281). Other names of the same server in
 * production are the operator's to avoid (ADR 193).
 */
export function ownOrigins(publicUrl: string, requestHost: string | undefined): Set<string> {
  const own = new Set<string>();
  const hosts = [URL.canParse(publicUrl) ? new URL(publicUrl).host : null, requestHost ?? null];
  for (const host of hosts) {
    if (!host || !URL.canParse(`http://${host}`)) continue;
    const { hostname, port } = new URL(`http://${host}`);
    const names = LOOPBACK.includes(hostname) ? LOOPBACK : [hostname];
    for (const name of names)
      for (const scheme of ['http', 'https']) {
        const text = `${scheme}://${name}${port ? `:${port}` : ''}`;
        if (URL.canParse(text)) own.add(new URL(text).origin);
      }
  }
  return own;
}

const originOf = (text: string) => (URL.canParse(text.trim()) ? new URL(text.trim()).origin : null);

/**
 * Refuses a calculator of the portal's own origin (422): its frame runs with scripts and its own origin
 * (ADR 193), so a page of the portal there would be the portal's, outside any sandbox.
 */
export function refuseOwnOrigin(body: RechnerBody, publicUrl: string, requestHost?: string): void {
  const own = ownOrigins(publicUrl, requestHost);
  const isOwn = (text: string) => own.has(originOf(text) ?? '');
  const message = vergleichsrechnerTexts.errors.ownOrigin;
  const entries = [
    ...(isOwn(body.url) ? [`url=>${message}`] : []),
    ...(body.origins.some(isOwn) ? [`origins=>${message}`] : []),
  ];
  if (entries.length > 0) throw new ValidationError(entries);
}
