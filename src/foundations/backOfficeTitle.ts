/** Back-office page titles end with the campus's name: 'Users | Lipa Campus back office'. */
export const BACK_OFFICE_TITLE_SUFFIX = '| Campus back office'

export function backOfficeTitleSuffix(campusName: string): string {
  const name = campusName.trim()
  return name ? `| ${name} back office` : BACK_OFFICE_TITLE_SUFFIX
}
