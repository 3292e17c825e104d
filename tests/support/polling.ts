/** Polls `read` until it is true or a second has passed since `from`; returns the time it took (Infinity when it never was). */
export async function withinASecond(from: number, read: () => Promise<boolean>): Promise<number> {
  while (Date.now() - from < 1000) {
    if (await read()) return Date.now() - from
  }
  return Infinity
}
