/**
 * A local SMTP server for the tests that check mail: smtp-server on a free
 * port of 127.0.0.1, without TLS or sign-in, keeping every mail it takes.
 * Point the site at it with SMTP_URL=`url`.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type Mail = {
  /** The envelope's sender. */
  from: string | undefined
  /** The envelope's recipients. */
  to: string[]
  /** The message as sent, headers and all. */
  data: string
  /** The message with quoted-printable soft line breaks joined and '=3D' read as '=': what a reader sees of its text and links. */
  text: string
}

export type TestSmtp = {
  /** smtp://127.0.0.1:<port> */
  url: string
  /** Every mail taken, in order; empty it with `clear`. */
  mails: Mail[]
  /** The mails to `address`. */
  to: (address: string) => Mail[]
  clear: () => void
  /** Resolves true once `address` has had `count` mails, or false after `timeoutMs`. */
  arrived: (address: string, count: number, timeoutMs?: number) => Promise<boolean>
  /** An outage: the server stops listening (connections are refused) until `start`, on the same port. */
  stop: () => Promise<void>
  start: () => Promise<void>
  close: () => Promise<void>
}

/** The Message-ID header of a mail as sent. */
export const messageIdOf = (mail: Mail) => /^message-id:\s*(\S+)/im.exec(mail.data)?.[1]

export type TestSmtpOptions = {
  /** Recipients the server refuses at RCPT TO, as a mailbox that does not exist. */
  refuses?: (address: string) => boolean
}

export const mailText = (data: string) => data.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')

export async function startTestSmtp({ refuses }: TestSmtpOptions = {}): Promise<TestSmtp> {
  const mails: Mail[] = []
  const listeners = new Set<() => void>()
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (refuses?.(address.address)) return callback(new Error(`No mailbox for ${address.address}`))
        callback()
      },
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
        stream.on('end', () => {
          const from = session.envelope.mailFrom
          mails.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data, text: mailText(data) })
          for (const listener of listeners) listener()
          callback()
        })
      },
    })
  let server: SMTPServer | undefined = newServer()
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const stop = async () => {
    const running = server
    server = undefined
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
  }
  const start = async () => {
    if (server) return
    server = newServer()
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
  }
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address))

  const arrived = (address: string, count: number, timeoutMs = 5000) =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (to(address).length < count) return
        done(true)
      }
      const timer = setTimeout(() => done(false), timeoutMs)
      const done = (result: boolean) => {
        clearTimeout(timer)
        listeners.delete(check)
        resolve(result)
      }
      listeners.add(check)
      check()
    })

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    clear: () => void (mails.length = 0),
    arrived,
    stop,
    start,
    close: stop,
  }
}
