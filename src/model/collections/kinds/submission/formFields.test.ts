/**
 * Every field a form's schema checks is stored in its submission collection,
 * under its own name or the one listed here, so a field added to a schema is
 * never dropped on the way to the database without anyone deciding it. What is
 * deliberately left out is listed, with why; the lists are checked too, so
 * they cannot hold a field that is stored after all or one the form no longer has.
 */
import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { alumniRegistrationSchema } from '@/foundations/formRules/alumniRegistration'
import { idFormSchema, pickerFormSchema } from '@/foundations/formRules/degreeApplication'
import { inquirySchema } from '@/foundations/formRules/inquiry'

import { AlumniRegistrations } from '../../AlumniRegistrations'
import { DegreeApplications } from '../../DegreeApplications'
import { Inquiries } from '../../Inquiries'

/** Sent by every form and never stored (src/foundations/formRules/common.ts, withoutAntiAbuse). */
const ANTI_ABUSE = {
  website: 'the honeypot: only a bot fills it',
  form_elapsed_ms: 'the time spent filling the form, checked on arrival',
}

type FormCase = {
  schema: z.ZodType
  collection: CollectionConfig
  /** Schema fields stored under another name (src/sides/submissions/formHandlers). */
  storedAs: Record<string, string>
  /** Schema fields deliberately not stored, each with why. */
  notStored: Record<string, string>
}

const FORMS: Record<string, FormCase> = {
  'degree application (id form)': {
    schema: idFormSchema,
    collection: DegreeApplications,
    storedAs: { degree_type: 'degree' },
    notStored: { ...ANTI_ABUSE },
  },
  'degree application (picker form)': {
    schema: pickerFormSchema,
    collection: DegreeApplications,
    storedAs: { degree_type: 'degree' },
    notStored: { ...ANTI_ABUSE },
  },
  'alumni registration': {
    schema: alumniRegistrationSchema,
    collection: AlumniRegistrations,
    storedAs: { degree_program_id: 'degree_program' },
    notStored: { ...ANTI_ABUSE, declaration: 'it can only be "agree": a registration that did not agree is refused' },
  },
  inquiry: {
    schema: inquirySchema,
    collection: Inquiries,
    storedAs: {},
    notStored: { ...ANTI_ABUSE },
  },
}

// --- Reading the schemas ----------------------------------------------------

type Def = { type: string; in?: z.ZodType; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> }

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema under its defaults, pipes and optional markers. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema)
  if (def.type === 'pipe' && def.in) return core(def.in)
  if ((def.type === 'default' || def.type === 'optional') && def.innerType) return core(def.innerType)
  return schema
}

/** An object schema's fields; null for anything else. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(core(schema))
  return def.type === 'object' && def.shape ? def.shape : null
}

/** The fields of a list of rows' row; null when the field is no list of objects. */
function rowShapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(core(schema))
  return def.type === 'array' && def.element ? shapeOf(def.element) : null
}

// --- Reading the collections -------------------------------------------------

/**
 * The fields stored at one level, by name: rows, collapsibles and unnamed tabs
 * only arrange the form and are looked through; a field of type ui stores nothing.
 */
function storedFields(fields: Field[]): Map<string, Field> {
  const stored = new Map<string, Field>()
  for (const field of fields) {
    if (field.type === 'ui') continue
    if ('name' in field && field.name) {
      stored.set(field.name, field)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) stored.set(tab.name, { ...tab, type: 'group' } as Field)
        else for (const [name, inner] of storedFields(tab.fields)) stored.set(name, inner)
      }
    } else if ('fields' in field) {
      for (const [name, inner] of storedFields(field.fields)) stored.set(name, inner)
    }
  }
  return stored
}

/** The schema fields (path.to.field) without a stored field, down through lists of rows. */
function missingFields(shape: Record<string, z.ZodType>, fields: Field[], storedAs: Record<string, string>, skip: Set<string>, prefix = ''): string[] {
  const stored = storedFields(fields)
  const missing: string[] = []
  for (const [key, schema] of Object.entries(shape)) {
    if (skip.has(key)) continue
    const path = `${prefix}${key}`
    const field = stored.get(storedAs[key] ?? key)
    if (!field) {
      missing.push(path)
      continue
    }
    const rowShape = rowShapeOf(schema)
    if (rowShape) {
      if (field.type !== 'array') missing.push(`${path} (a list of rows, stored as ${field.type})`)
      else missing.push(...missingFields(rowShape, field.fields, {}, new Set(), `${path}.`))
    }
  }
  return missing
}

describe.each(Object.entries(FORMS))('the %s', (_, form) => {
  const shape = shapeOf(form.schema)!
  const stored = storedFields(form.collection.fields)

  it('stores every field its schema checks', () => {
    expect(shape).not.toBeNull()
    expect(missingFields(shape, form.collection.fields, form.storedAs, new Set(Object.keys(form.notStored)))).toEqual([])
  })

  it('lists as left out only fields the schema has and the collection does not', () => {
    for (const key of Object.keys(form.notStored)) {
      expect({ key, inSchema: key in shape, inCollection: stored.has(key) }).toEqual({ key, inSchema: true, inCollection: false })
    }
  })

  it('renames only fields the schema has, to fields the collection has', () => {
    for (const [key, name] of Object.entries(form.storedAs)) {
      expect({ key, inSchema: key in shape, storedAs: stored.has(name), keptUnderItsOwnName: stored.has(key) }).toEqual({
        key,
        inSchema: true,
        storedAs: true,
        keptUnderItsOwnName: false,
      })
    }
  })
})

describe('reading the collections', () => {
  it('looks through rows, collapsibles and unnamed tabs, and skips ui fields', () => {
    const fields: Field[] = [
      { type: 'row', fields: [{ name: 'a', type: 'text' }] },
      { type: 'collapsible', label: 'More', fields: [{ name: 'b', type: 'text' }] },
      { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'c', type: 'text' }] }, { name: 'd', fields: [{ name: 'inside', type: 'text' }] }] },
      { name: 'e', type: 'ui', admin: { components: { Field: 'x' } } },
      { name: 'f', type: 'group', fields: [{ name: 'inside', type: 'text' }] },
    ]
    expect([...storedFields(fields).keys()].sort()).toEqual(['a', 'b', 'c', 'd', 'f'])
  })

  it('finds a schema field, or a row field of a list, that has no stored field', async () => {
    const { z } = await import('zod')
    const shape = {
      kept: z.string(),
      lost: z.string().default(''),
      rows: z.array(z.object({ x: z.string(), y: z.string() })).default([]),
    }
    const fields: Field[] = [
      { name: 'kept', type: 'text' },
      { name: 'rows', type: 'array', fields: [{ type: 'row', fields: [{ name: 'x', type: 'text' }] }] },
    ]
    expect(missingFields(shape, fields, {}, new Set())).toEqual(['lost', 'rows.y'])
    expect(missingFields(shape, [{ name: 'kept', type: 'text' }, { name: 'rows', type: 'text' }], {}, new Set(['lost']))).toEqual([
      'rows (a list of rows, stored as text)',
    ])
  })
})
