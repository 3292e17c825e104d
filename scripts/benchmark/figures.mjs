/** The figures of a run: medians of several rounds or runs, ratios, and the tables they are printed in. */

/** The figures a run produced, in order (a run can lack one: Lighthouse gives no TBT when the page never went quiet). */
export const finiteSorted = (values) => values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)

export const median = (values) => {
  const sorted = finiteSorted(values)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The lower middle of the figures the runs produced. */
export const lowerMedian = (values) => {
  const sorted = finiteSorted(values)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}

export const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}x` : '-')
export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

export function table(title, header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ')
  console.log(`\n${title}\n`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}
