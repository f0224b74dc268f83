/** A customer token as the server signs it (a JWT; the web app reads only its subject, the user's id). */
export function tokenOf(userId: number, id = 'a'): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(userId), jti: id })}.signature`;
}
