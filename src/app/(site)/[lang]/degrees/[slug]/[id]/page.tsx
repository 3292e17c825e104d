// The Sinhala and Tamil page is the English one (docs/decisions/068).
export { default, generateMetadata, generateStaticParams } from '../../../../(en)/degrees/[slug]/[id]/page'
