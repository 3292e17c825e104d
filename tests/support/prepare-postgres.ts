import { prepareTestDatabase } from './prepare'

export default async function setup() {
  await prepareTestDatabase('postgres')
}
