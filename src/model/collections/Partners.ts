import { partnerCollection } from './kinds/partnerCollection'

/** Accreditation and recognition bodies on the home page. */
export const Partners = partnerCollection('partners', 'Home', 'Accreditation partner', 'Accreditations and Recognitions')
