import { createHash } from 'node:crypto';
import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import { FRAME_HEIGHT_LIMITS, frameHeightOf } from '@kundenportal/domain/vergleichsrechner/frame-height';
import { FRAME_HOST_MESSAGE, type Rechner } from '@kundenportal/domain/vergleichsrechner/rechner-api';

/** The frame's height until its first accepted message (CSS min-height). */
export const FRAME_WAITING_HEIGHT = 600;

/** The sandbox of the calculator's frame (ADR 193 says why each token). */
export const RECHNER_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that may stand inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE =
  `html,body{margin:0;padding:0;background:transparent}` +
  `iframe{display:block;border:0;width:100%;height:${FRAME_HEIGHT_LIMITS.min}px}` +
  `iframe.wartet{min-height:${FRAME_WAITING_HEIGHT}px}`;

/**
 * The host page's one script: a message sets the frame's height only when it comes from one of the
 * calculator's origins, from that frame's window, and the domain's rule (`frameHeightOf`, run here from
 * its own source) accepts it; then it tells the portal's page (only its own origin) the new height.
 */
function hostScript(origins: readonly string[]): string {
  return `(function(){var heightOf=(${String(frameHeightOf)});var limits=${scriptJson(FRAME_HEIGHT_LIMITS)};var origins=${scriptJson(origins)};var frame=document.getElementById('rechner');window.addEventListener('message',function(event){if(origins.indexOf(event.origin)===-1)return;if(event.source!==frame.contentWindow)return;var height=heightOf(event.data,limits);if(height===null)return;frame.classList.remove('wartet');frame.style.height=height+'px';if(window.parent!==window)window.parent.postMessage({type:${scriptJson(FRAME_HOST_MESSAGE)},height:height},window.location.origin);});})();`;
}

/**
 * The frame host page of one calculator (ADR 193) and its Content-Security-Policy: `frame-src` exactly the
 * agency's calculators' origins, its script and style by hash, nothing else loads; only the portal's own
 * pages may frame it.
 */
export function frameHostPage(rechner: Rechner, agencyOrigins: readonly string[]) {
  const script = hostScript(rechner.origins);
  const title = vergleichsrechnerTexts.page.frameTitle(rechner.titel);
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>` +
    `<iframe id="rechner" class="wartet" title="${escapeHtml(title)}" src="${escapeHtml(rechner.url)}" ` +
    `sandbox="${RECHNER_SANDBOX}" referrerpolicy="strict-origin"></iframe>` +
    `<script>${script}</script></body></html>`;
  return { html, csp: hostCsp(agencyOrigins, [hashOf(script)], [hashOf(STYLE)]) };
}

/** The CSP of the host page (and of its refusal, with no frame, script or style). */
export function hostCsp(frameOrigins: readonly string[], scripts: string[] = [], styles: string[] = []) {
  const list = (sources: readonly string[]) => (sources.length > 0 ? sources.join(' ') : "'none'");
  return [
    "default-src 'none'",
    `frame-src ${list(frameOrigins)}`,
    `script-src ${list(scripts)}`,
    `style-src ${list(styles)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The page instead, when the ticket opens nothing (used, expired, or the calculator is gone). */
export function frameRefusedPage() {
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(vergleichsrechnerTexts.page.heading)}</title></head>` +
    `<body><p>${escapeHtml(vergleichsrechnerTexts.page.failed)}</p></body></html>`;
  return { html, csp: hostCsp([]) };
}
