import { boardMemberCollection } from './kinds/boardMemberCollection'

/** The Board of Studies, on the About Us page. */
export const StudiesMembers = boardMemberCollection('studies-members', 'Board of Studies member', 'Board of Studies')
