/**
 * The password-reset mail. Its link is built from SITE_URL, never from the
 * request: Payload would otherwise take the Host header the requester sent,
 * and someone asking for a reset could have the staff member's token sent to
 * their own server.
 */
import type { PayloadRequest } from 'payload'

import { getEnv } from '@/settings'

export const PASSWORD_RESET_SUBJECT = 'Reset your password for the campus back office'

/** The back office's page for choosing a new password. */
function passwordResetLink(token: string, siteUrl: string, adminRoute = '/admin', resetRoute = '/reset'): string {
  const admin = adminRoute === '/' ? '' : adminRoute
  return `${siteUrl.replace(/\/+$/, '')}${admin}${resetRoute}/${encodeURIComponent(token)}`
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function passwordResetHtml({ req, token }: { req?: PayloadRequest; token?: string } = {}): string {
  const config = req?.payload.config
  const link = escapeHtml(passwordResetLink(token ?? '', getEnv().siteUrl, config?.routes.admin, config?.admin.routes.reset))
  return [
    '<p>Someone asked to reset the password of your account for the campus back office.</p>',
    `<p>To choose a new password, open this link within an hour: <a href="${link}">${link}</a></p>`,
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}
