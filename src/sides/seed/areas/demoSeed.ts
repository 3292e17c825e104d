/**
 * What the demo content of every site area is made with: writes that skip the
 * page refresh, and the pictures the areas share.
 */
import type { Payload } from 'payload'

import { CAMPUS } from '../demoValues'
import { portrait, scene, type SceneKind } from '../images'
import { seedContext, uploadImage } from '../uploads'

type Create = Payload['create']

export type DemoSeed = {
  payload: Payload
  log: (message: string) => void
  create: Create
  updateGlobal: Payload['updateGlobal']
  /** The shared scene pictures' upload ids. */
  scenes: number[]
  /** `count` shared scenes from the `start`th on, wrapping round. */
  pick: (start: number, count: number) => number[]
  /** A portrait upload for a person's card. */
  person: (name: string, hue: number) => Promise<number>
}

/** A long message, for the about area's leaders and the academics area's heads of department. */
export const longMessage = Array.from(
  { length: 9 },
  () =>
    'Our students learn to read a balance sheet, question an assumption and explain a decision to people who are not accountants.',
).join(' ')

export async function startDemoSeed(payload: Payload, log: (message: string) => void): Promise<DemoSeed> {
  const create = ((args: Parameters<Create>[0]) => payload.create({ ...args, context: seedContext() })) as Create
  const updateGlobal = ((args: Parameters<Payload['updateGlobal']>[0]) =>
    payload.updateGlobal({ ...args, context: seedContext() })) as Payload['updateGlobal']

  log('Drawing demo pictures')
  // No writing in these pictures: albums, slides and cards lay their own names over them.
  const sceneLabels: [string, SceneKind][] = [
    ['Orientation Day', 'campus'],
    ['Main Library', 'library'],
    ['Lecture Theatre', 'hall'],
    ['Annual Sports Meet', 'sports'],
    ['Cricket Team', 'sports'],
    ['Debating Society', 'hall'],
    ['Community Project', 'outdoors'],
    ['Career Fair', 'outdoors'],
    ['Alumni Evening', 'evening'],
    ['Convocation', 'campus'],
    ['New Year Festival', 'outdoors'],
    ['Research Symposium', 'hall'],
    ['Computer Laboratory', 'lab'],
    ['Christmas Carols', 'evening'],
    ['Beach Clean-up', 'beach'],
    ['Case Competition', 'library'],
  ]
  const scenes: number[] = []
  for (const [index, [label, kind]] of sceneLabels.entries()) {
    scenes.push(await uploadImage(payload, `scene-${index + 1}.jpg`, `${label} at ${CAMPUS.abbreviation}`, await scene(kind, index * 23)))
  }
  const pick = (start: number, count: number) => Array.from({ length: count }, (_, i) => scenes[(start + i) % scenes.length] as number)
  const person = async (name: string, hue: number) =>
    uploadImage(payload, 'portrait.jpg', `Portrait of ${name}`, await portrait(name, hue))

  return { payload, log, create, updateGlobal, scenes, pick, person }
}
