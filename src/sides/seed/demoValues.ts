/**
 * The values the demo content is made of that tests look for on the seeded
 * site. Tests import them from here instead of repeating the strings, so a
 * change to the demo content changes what they expect with it. Data only: no
 * Payload and no image drawing, so browser tests can import it too.
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from '@/foundations/serviceCategories'

export const CAMPUS = {
  name: 'LIPA Business School',
  abbreviation: 'LIPA',
  body: 'Lanka Institute of Professional Accountants',
  product: 'Accounting & Business',
}

/** The campus's contact details, as Site settings and Contact information hold them. */
export const CONTACT = {
  email: 'info@lipa-campus.example',
  phone: '+94 11 250 0100',
  mobile: '+94 77 000 0100',
  address: 'No. 48, Galle Road, Colombo 04, Sri Lanka',
  addresses: [
    { label: 'City Campus', address: 'No. 48, Galle Road, Colombo 04' },
    { label: 'Business Campus', address: 'No. 12, Duplication Road, Colombo 04' },
    { label: 'Registered Office', address: 'No. 7, Ward Place, Colombo 07' },
  ],
}

export const COPYRIGHT_YEAR = 2025

/** The privacy notice's data protection officer (fictional), in Site settings › Privacy and retention. */
export const PRIVACY = {
  dpo_name: 'Ms. Dilrukshi Fernando, Data Protection Officer',
  dpo_email: 'dpo@lipa-campus.example',
  /** A sentence of the demo notice's text, for tests that look for it on the page. */
  purposes: 'We use the personal data you give us only for the purpose you gave it for:',
}

/** A fictional account: the campus enters its own in Site settings › Application fee. */
export const FEE_BANK = {
  bank: 'Ceylon Commercial Demo Bank PLC',
  branch: 'Colombo 04 (Bambalapitiya)',
  account_name: 'LIPA Business School (Guarantee) Ltd',
  account_type: 'Current account',
  account_number: '1000 2345 6789',
}

/** The Home slider's captions, in order. */
export const HOME_SLIDES = [
  'Welcome to LIPA Business School',
  'Graduation Ceremony 2025',
  'Modern Learning Spaces',
  'Industry Partnerships',
  'Student Life at LIPA',
] as const

export const HOME_ALBUMS = [
  'Convocation 2025',
  'Orientation Week',
  'Annual Sports Meet',
  'Career Fair 2025',
  'Research Symposium',
  'Cultural Night',
  'Industry Visit',
  'Community Service Day',
  'Graduation Memories',
] as const

export const GALLERY_ALBUMS = ['Convocation 2025', 'Orientation 2026', 'Sports Meet 2026', 'Cultural Night 2025'] as const

export const DEPARTMENTS = {
  accounting: { id: 22, department_name: 'Department of Accounting and Finance' },
  business: { id: 23, department_name: 'Department of Business and Management' },
}

type Degree = { id: number; program_name: string; degree_name: string; department: number; level: 'undergraduate' | 'postgraduate' }

/** The degrees, with the ids the old site's links used (docs/decisions/004). */
export const DEGREES: Degree[] = [
  { id: 18, program_name: 'BSc Applied Accounting', degree_name: 'Bachelor of Science (Honours) in Applied Accounting', department: 22, level: 'undergraduate' },
  { id: 19, program_name: 'B.Mgt Business Analytics', degree_name: 'Bachelor of Management (Honours) in Business Analytics', department: 23, level: 'undergraduate' },
  { id: 43, program_name: 'BSc Accounting and Finance', degree_name: 'Bachelor of Science (Honours) in Accounting and Finance', department: 22, level: 'undergraduate' },
  { id: 45, program_name: 'BBA Human Resource Management', degree_name: 'Bachelor of Business Administration in Human Resource Management', department: 23, level: 'undergraduate' },
  { id: 46, program_name: 'BSc Business Information Systems', degree_name: 'Bachelor of Science (Honours) in Business Information Systems', department: 23, level: 'undergraduate' },
  { id: 47, program_name: 'MSc Professional Accounting', degree_name: 'Master of Science in Professional Accounting', department: 22, level: 'postgraduate' },
]

/** The two degrees most pages and tests start from. */
export const [APPLIED_ACCOUNTING, BUSINESS_ANALYTICS] = DEGREES as [Degree, Degree, ...Degree[]]

const ALUMNI_YEARS = [2019, 2020, 2021, 2022]

/** The degree names of the alumni registration form, each with its intakes (every other degree lacks the first year). */
export const ALUMNI_PROGRAMMES = ['BSc Applied Accounting', 'B.Mgt Business Analytics', 'BSc Accounting and Finance', 'Diploma in Accounting'].map(
  (program_name, index) => ({ program_name, intakes: ALUMNI_YEARS.slice(index % 2).map((year) => `Intake ${year}`) }),
)

export const ALUMNI_INTAKES = ALUMNI_YEARS.map((year) => `Intake ${year}`)

/** The demo link of each service category; keyed by category, so a new one needs its demo link. */
const SERVICE_DEMO: Record<ServiceCategory, { name: string; url: string }> = {
  lms: { name: 'LMS', url: 'https://lms.lipa-campus.example' },
  ims: { name: 'IMS', url: 'https://ims.lipa-campus.example' },
  'office-suite': { name: 'Office 365', url: 'https://office.lipa-campus.example' },
  'student-portal': { name: 'Student Portal', url: 'https://portal.lipa-campus.example' },
  'online-payment': { name: 'Online Payment', url: 'https://pay.lipa-campus.example' },
  'password-management': { name: 'Password Reset', url: 'https://password.lipa-campus.example' },
  'help-desk': { name: 'IT Help Desk', url: 'https://helpdesk.lipa-campus.example' },
}

/** One link per category, in the list's order. */
export const SERVICE_LINKS = SERVICE_CATEGORIES.map(({ value }) => ({ category: value, ...SERVICE_DEMO[value] }))

export const COUNSELLORS = [
  ['Ms. Kavindi Gamage', 'Student Counsellor', '+94 11 250 0120'],
  ['Mr. Lahiru Dissanayake', 'Student Counsellor', '+94 11 250 0121'],
  ['Dr. Shanthi Ratnam', 'Consultant Psychologist', '+94 11 250 0122'],
] as const

export const RESEARCH = [
  { title: 'Adoption of IFRS 17 by Sri Lankan Insurers', category: 'Accounting and Finance', year: 2024, researcher_name: 'Dr. Priyanka Ranasinghe' },
  { title: 'Digital Payments and Small Retailers in Colombo', category: 'Business Analytics', year: 2024, researcher_name: 'Mr. Arun Sivakumar' },
  { title: 'Tax Morale among Young Professionals', category: 'Accounting and Finance', year: 2023, researcher_name: 'Mr. Thilina Weerasekara' },
  { title: 'Predicting Graduate Employability with Open Data', category: 'Business Analytics', year: 2023, researcher_name: 'Dr. Sanduni Kulatunga' },
  { title: 'Remote Work and Employee Engagement', category: 'Human Resource Management', year: 2025, researcher_name: 'Ms. Tharushi Jayawardena' },
] as const

/** The QR link of the research item at this index (the first three have one). */
export const researchQrLink = (index: number) => `https://research.lipa-campus.example/papers/${index + 1}`

/** The home page's welcome figures. */
export const WELCOME_STATS = { graduates: 4800, faculty_members: 120, employability_rate: 94, years_of_excellence: 25 } as const

/** The accreditation and recognition bodies on the home page, in order. */
export const PARTNERS = [
  'Global Accounting Standards Board',
  'University Grants Commission',
  'Asian Business Schools Network',
  'Chartered Finance Academy',
  'Lanka Quality Council',
  'Commonwealth Education Trust',
] as const

export const VISION_MISSION = {
  vision: 'To be the most trusted school of accounting and business in South Asia.',
  mission:
    'To develop ethical, skilled and globally employable professionals through practice-led teaching, research and partnership with industry.',
} as const

/** The authors of the leadership messages, in order; the seed writes their messages. */
export const LEADERS = [
  { message_type: "Chairman's Message", name: 'Mr. Nimal Perera', designation: 'Chairman, Board of Governors' },
  { message_type: "Director's Message", name: 'Prof. Anusha Wickramasinghe', designation: 'Director' },
  { message_type: "Registrar's Message", name: 'Ms. Dilini Fernando', designation: 'Registrar' },
] as const

/** Each board's members as [name, designation], in order. */
export const BOARD_PEOPLE: Record<'council-members' | 'management-members' | 'studies-members', [string, string][]> = {
  'council-members': [
    ['Mr. Ruwan Jayasuriya', 'President of the Institute'],
    ['Ms. Shalini Rajapaksha', 'Vice President'],
    ['Mr. Kamal Gunasekara', 'Council Member'],
    ['Dr. Fathima Rizwan', 'Council Member'],
    ['Mr. Suresh Thevarajah', 'Council Member'],
    ['Ms. Chamari de Silva', 'Council Member'],
  ],
  'management-members': [
    ['Prof. Anusha Wickramasinghe', 'Director'],
    ['Ms. Dilini Fernando', 'Registrar'],
    ['Mr. Pradeep Kumara', 'Bursar'],
    ['Dr. Harsha Bandara', 'Dean of Academic Affairs'],
    ['Ms. Roshini Nadarajah', 'Head of Student Affairs'],
    ['Mr. Asanka Herath', 'Head of Information Technology'],
  ],
  'studies-members': [
    ['Prof. Lalith Samarakoon', 'Chair, Board of Studies'],
    ['Dr. Ishara Madushani', 'Head, Department of Accounting and Finance'],
    ['Dr. Mohamed Nazeer', 'Head, Department of Business and Management'],
    ['Dr. Priyanka Ranasinghe', 'Senior Lecturer'],
    ['Mr. Thilina Weerasekara', 'Senior Lecturer'],
    ['Ms. Nadeesha Abeysekara', 'Industry Representative'],
  ],
}

/** Each department's head, and its academic staff as [name, designation, qualifications]. */
export const DEPARTMENT_HEADS = { accounting: 'Dr. Ishara Madushani', business: 'Dr. Mohamed Nazeer' } as const
export const DEPARTMENT_STAFF: Record<keyof typeof DEPARTMENTS, [string, string, string][]> = {
  accounting: [
    ['Dr. Priyanka Ranasinghe', 'Senior Lecturer', 'PhD (Accounting), FCA'],
    ['Mr. Thilina Weerasekara', 'Senior Lecturer', 'MBA, ACMA'],
    ['Ms. Hiruni Senanayake', 'Lecturer', 'BSc Applied Accounting, CA (Finalist)'],
    ['Mr. Rizwan Hameed', 'Lecturer', 'MSc Finance'],
  ],
  business: [
    ['Dr. Sanduni Kulatunga', 'Senior Lecturer', 'PhD (Management)'],
    ['Mr. Arun Sivakumar', 'Lecturer', 'MSc Business Analytics'],
    ['Ms. Tharushi Jayawardena', 'Lecturer', 'MBA'],
    ['Mr. Dinesh Amarasinghe', 'Assistant Lecturer', 'BSc Business Information Systems'],
  ],
}

/** The programmes other than degrees, in order. */
export const PROGRAMMES = ['Certified Business Accountant', 'Diploma in Financial Technology', 'Executive Diploma in Data Analytics'] as const

/** The first loan scheme, the one with its own search-engine title and description. */
export const STUDENT_LOAN_SCHEME = {
  id: 9,
  title: 'Interest Free Student Loan Scheme',
  seo: {
    title: 'Student Loan Scheme | Interest-Free Higher Education Loans in Sri Lanka',
    description:
      'The government interest-free student loan scheme for degrees at non-state institutes: eligibility, how to apply and the documents you need.',
  },
} as const

export const CQA_ITEMS = [
  { id: 25, title: 'Internal Quality Assurance Framework', seo: { title: 'Internal Quality Assurance Framework | LIPA Business School', description: 'How the campus reviews its programmes, teaching and student support each year.' } },
  { id: 26, title: 'Student Feedback Survey', seo: { title: '', description: '' } },
  { id: 27, title: 'Annual Quality Reports', seo: { title: '', description: '' } },
  { id: 29, title: 'Centre for Quality Assurance', seo: { title: 'Centre for Quality Assurance | LIPA Business School', description: 'The Centre for Quality Assurance: its role, members, policies and reports.' } },
]
export const QUALITY_CENTRE = CQA_ITEMS[3] as (typeof CQA_ITEMS)[number]

/** Student events as [title, date, location], in the order they are created. */
export const STUDENT_EVENTS = [
  ['Orientation 2026', '2026-03-05', 'Main Auditorium'],
  ['Annual Sports Meet', '2026-02-21', 'Colombo Grounds'],
  ['Career Fair', '2025-11-12', 'Campus Hall A'],
  ['New Year Festival', '2025-04-11', 'Campus Courtyard'],
  ['Research Symposium', '2025-09-23', 'Lecture Theatre 1'],
  ['Christmas Carols', '2025-12-18', 'Campus Courtyard'],
] as const

export const SPORTS = ['Cricket', 'Badminton', 'Chess', 'Netball'] as const

/** The two video albums' names. */
export const VIDEO_ALBUMS = ['Campus Life', 'Convocation'] as const

export const ALUMNI_NEWS = ['Alumni mentor programme launched', 'Annual alumni dinner 2025', 'Alumnus appointed CFO of listed company', 'Alumni scholarship fund reaches target'] as const

export const CAREER_HEADER = { title: 'Careers', subtitle: 'Internships, vacancies and career guidance for our students and graduates' } as const

export const FOOTER_TAGLINE = 'Expand the Boundaries of Quality Education with world-class standards.'

/** The demo degree applications' references. */
export const DEMO_APPLICATIONS = ['APP-2026-DEMO2A', 'APP-2026-DEMO3B']
