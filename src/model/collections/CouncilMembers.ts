import { boardMemberCollection } from './kinds/boardMemberCollection'

/** The council, on the About Us page. */
export const CouncilMembers = boardMemberCollection('council-members', 'Council member', 'Council')
