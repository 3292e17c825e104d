import type { GlobalConfig } from 'payload'

import {
  AlumniOverview,
  CareerHeader,
  ContactInfo,
  CqaDescription,
  History,
  PopupImage,
  VisionMission,
  WelcomeSection,
} from './pageGlobals'
import { SiteSettings } from './SiteSettings'

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
