import { contentGlobal } from './contentGlobal'
import { translated } from '@/model/fields/translated'

/** The home page's welcome message and its four figures. */
export const WelcomeSection = contentGlobal({
  slug: 'welcome-section',
  group: 'Home',
  fields: [
    translated({ name: 'welcome_message', label: 'Welcome message', type: 'textarea' }),
    {
      type: 'row',
      fields: [
        { name: 'graduates', type: 'number', min: 0, defaultValue: 0 },
        { name: 'faculty_members', label: 'Faculty members', type: 'number', min: 0, defaultValue: 0 },
        { name: 'employability_rate', label: 'Employability rate (%)', type: 'number', min: 0, max: 100, defaultValue: 0 },
        { name: 'years_of_excellence', label: 'Years of excellence', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
  ],
})
