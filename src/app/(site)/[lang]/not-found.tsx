// The Sinhala and Tamil page is the English one (docs/decisions/068).
export { default } from '../(en)/not-found'
