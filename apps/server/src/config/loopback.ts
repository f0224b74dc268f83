/**
 * Whether a URL names this machine only: localhost (and *.localhost), 127.0.0.0/8 or [::1]. Such a portal
 * is a developer's or the e2e server (ADR 314); anything else may be reached by others.
 */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { hostname } = new URL(url);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}
