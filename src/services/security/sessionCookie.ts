/**
 * The staff session cookie. Behind https it is Secure, so it never travels
 * over plain http; SameSite=Lax keeps it off cross-site requests that could
 * change something (docs/decisions/012-security-headers.md).
 */
export function sessionCookie(siteUrl: string): { secure: boolean; sameSite: 'Lax' } {
  return { secure: siteUrl.startsWith('https://'), sameSite: 'Lax' }
}
