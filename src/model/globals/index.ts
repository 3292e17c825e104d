import type { GlobalConfig } from 'payload'

import { AlumniOverview } from './AlumniOverview'
import { CareerHeader } from './CareerHeader'
import { ContactInfo } from './ContactInfo'
import { CqaDescription } from './CqaDescription'
import { History } from './History'
import { PopupImage } from './PopupImage'
import { SiteSettings } from './SiteSettings'
import { VisionMission } from './VisionMission'
import { WelcomeSection } from './WelcomeSection'

export const globals: GlobalConfig[] = [
  WelcomeSection,
  PopupImage,
  History,
  VisionMission,
  CqaDescription,
  AlumniOverview,
  CareerHeader,
  ContactInfo,
  SiteSettings,
]
