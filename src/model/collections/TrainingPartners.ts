import { partnerCollection } from './kinds/partnerCollection'

/** Companies that train our students, on the training partners page. */
export const TrainingPartners = partnerCollection('training-partners', 'Careers & Training', 'Training partner', 'Training partners')
