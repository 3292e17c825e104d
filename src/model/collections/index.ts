import type { CollectionConfig } from 'payload'

import { AlumniAlbums } from './AlumniAlbums'
import { AuditLog } from './AuditLog'
import { AlumniDirectory } from './AlumniDirectory'
import { AlumniIntakes } from './AlumniIntakes'
import { AlumniNews } from './AlumniNews'
import { CareerGuidance } from './CareerGuidance'
import { Clubs } from './Clubs'
import { CouncilMembers } from './CouncilMembers'
import { Counsellors } from './Counsellors'
import { CqaItems } from './CqaItems'
import { DegreeProgramNames } from './DegreeProgramNames'
import { Degrees } from './Degrees'
import { Departments } from './Departments'
import { Documents } from './Documents'
import { Flyers } from './Flyers'
import { GalleryAlbums } from './GalleryAlbums'
import { HomeAlbums } from './HomeAlbums'
import { Internships } from './Internships'
import { Jobs } from './Jobs'
import { LeadershipMessages } from './LeadershipMessages'
import { LoanSchemes } from './LoanSchemes'
import { MailOutbox } from './MailOutbox'
import { ManagementMembers } from './ManagementMembers'
import { Media } from './Media'
import { News } from './News'
import { Partners } from './Partners'
import { Programmes } from './Programmes'
import { Publications } from './Publications'
import { ResearchItems } from './ResearchItems'
import { ServiceLinks } from './ServiceLinks'
import { SliderImages } from './SliderImages'
import { Sports } from './Sports'
import { StudentEvents } from './StudentEvents'
import { StudiesMembers } from './StudiesMembers'
import { AlumniRegistrations } from './AlumniRegistrations'
import { DegreeApplications } from './DegreeApplications'
import { Inquiries } from './Inquiries'
import { TrainingDocuments } from './TrainingDocuments'
import { TrainingPartners } from './TrainingPartners'
import { Users } from './Users'
import { VideoAlbums } from './VideoAlbums'
import { Videos } from './Videos'

/** In the order the admin sidebar lists them, site area by site area. */
export const collections: CollectionConfig[] = [
  SliderImages,
  Partners,
  HomeAlbums,
  LeadershipMessages,
  CouncilMembers,
  ManagementMembers,
  StudiesMembers,
  Departments,
  Degrees,
  Programmes,
  LoanSchemes,
  CareerGuidance,
  CqaItems,
  ServiceLinks,
  Counsellors,
  ResearchItems,
  Publications,
  Internships,
  Clubs,
  StudentEvents,
  Sports,
  GalleryAlbums,
  VideoAlbums,
  News,
  AlumniNews,
  AlumniAlbums,
  AlumniDirectory,
  DegreeProgramNames,
  AlumniIntakes,
  Flyers,
  Jobs,
  TrainingPartners,
  TrainingDocuments,
  Media,
  Documents,
  Videos,
  DegreeApplications,
  AlumniRegistrations,
  Inquiries,
  Users,
  AuditLog,
  MailOutbox,
]
