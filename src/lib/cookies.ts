/**
 * Removing "every cookie readable by the page" (docs/product.md §4.4 sign-out). A cookie is deleted only
 * by the same name, path and domain it was set with, and the page cannot read those back,
 * so each name is expired on every path and domain it could have been set with.
 */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** `/a/b/c` → `['/', '/a', '/a/b', '/a/b/c']`. */
export function candidatePaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
}

/** `app.example.fr` → host-only, `app.example.fr`, `.app.example.fr`, `example.fr`, `.example.fr`. */
export function candidateDomains(hostname: string): (string | null)[] {
  const labels = hostname.split('.');
  const domains: (string | null)[] = [null];
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [...domains, hostname];
  for (let i = 0; i < labels.length - 1; i += 1) {
    const domain = labels.slice(i).join('.');
    domains.push(domain, `.${domain}`);
  }
  return domains;
}

export function expiryCookieStrings(name: string, hostname: string, pathname: string): string[] {
  const expired = `${encodeURIComponent(decodeURIComponent(name))}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
  return candidatePaths(pathname).flatMap((path) =>
    candidateDomains(hostname).map((domain) => `${expired}; path=${path}${domain ? `; domain=${domain}` : ''}`),
  );
}

export function removeCookies(doc: Document, names: string[]): void {
  const { hostname, pathname } = doc.location;
  for (const name of names) {
    for (const cookie of expiryCookieStrings(name, hostname, pathname)) doc.cookie = cookie;
  }
}

export function removeAllCookies(doc: Document = document): void {
  removeCookies(doc, cookieNames(doc.cookie));
}
