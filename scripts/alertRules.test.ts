/**
 * The alert rules operators copy (docs/deploy/prometheus-alerts.yml): valid
 * rule groups, each rule with a duration, a severity and a summary, and every
 * figure a rule names one that /metrics gives (src/server/metrics.mjs).
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { metrics } from '../src/server/metrics.mjs'

const RULES_FILE = path.resolve(import.meta.dirname, '../docs/deploy/prometheus-alerts.yml')

type Rule = { alert?: unknown; expr?: unknown; for?: unknown; labels?: Record<string, unknown>; annotations?: Record<string, unknown> }

const rules = (): Rule[] => {
  const document = parse(fs.readFileSync(RULES_FILE, 'utf8')) as { groups?: { name?: unknown; rules?: Rule[] }[] }
  expect(Array.isArray(document.groups)).toBe(true)
  return document.groups!.flatMap((group) => {
    expect(typeof group.name).toBe('string')
    return group.rules ?? []
  })
}

/** The figures the site gives, with the series a histogram adds. */
async function givenFigures(): Promise<Set<string>> {
  const names = (await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name)
  return new Set(names.flatMap((name) => [name, `${name}_bucket`, `${name}_sum`, `${name}_count`]))
}

describe('the alert rules', () => {
  it('are valid rules, each with a duration where it needs one, a severity and a summary', () => {
    const all = rules()
    expect(all.map((rule) => rule.alert)).toEqual([
      'CampusBackupMissing',
      'CampusMailWaiting',
      'CampusMailGivenUp',
      'CampusServerErrors',
      'CampusNotReady',
      'CampusDown',
      'CampusVirusScannerDown',
    ])
    for (const rule of all) {
      expect(typeof rule.expr, String(rule.alert)).toBe('string')
      if (rule.for !== undefined) expect(rule.for, String(rule.alert)).toMatch(/^\d+[smh]$/)
      expect(['warning', 'critical']).toContain(rule.labels?.severity)
      expect(typeof rule.annotations?.summary).toBe('string')
      // Brackets and parentheses close, so Prometheus can parse the expression.
      const expr = String(rule.expr)
      for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']] as const) expect(expr.split(open).length, `${rule.alert} ${open}`).toBe(expr.split(close).length)
    }
  })

  it('name only figures the site gives', async () => {
    const given = await givenFigures()
    for (const rule of rules()) {
      for (const name of String(rule.expr).match(/\bcampus_[a-z_]+/g) ?? []) expect(given, `${rule.alert}: ${name}`).toContain(name)
    }
  })
})
