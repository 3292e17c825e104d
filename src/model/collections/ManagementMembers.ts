import { boardMemberCollection } from './kinds/boardMemberCollection'

/** The Board of Management, on the About Us page. */
export const ManagementMembers = boardMemberCollection('management-members', 'Board of Management member', 'Board of Management')
