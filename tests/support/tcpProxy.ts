/**
 * A TCP relay the tests can cut: a service "stops answering" when the relay
 * closes its port and drops the connections it carries, and comes back when
 * the relay listens again on the same port.
 */
import net from 'node:net'

export type TcpProxy = {
  port: number
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>
  /** Takes connections again, on the same port. */
  restore(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const open = new Set<net.Socket>()
  const relay = () =>
    net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost)
      for (const socket of [client, upstream]) {
        open.add(socket)
        socket.on('close', () => open.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
  let server = relay()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy()
      if (!server.listening) return resolve()
      server.close(() => resolve())
    })
  return {
    port,
    cut: stop,
    async restore() {
      server = relay()
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
    close: stop,
  }
}
