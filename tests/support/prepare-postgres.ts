import { prepareTestDatabase } from './prepare'

export default function setup() {
  prepareTestDatabase('postgres')
}
