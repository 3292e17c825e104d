/**
 * Demo content for a fictional campus in Colombo: every collection and global
 * is filled, so each page and each /v1 reply has something to show. All names,
 * numbers and addresses are invented.
 */
import type { Payload } from 'payload'

import {
  ALUMNI_PROGRAMMES,
  CAMPUS,
  CONTACT,
  COPYRIGHT_YEAR,
  COUNSELLORS,
  DEGREES,
  DEPARTMENTS,
  FEE_BANK,
  GALLERY_ALBUMS,
  HOME_ALBUMS,
  HOME_SLIDES,
  RESEARCH,
  researchQrLink,
  SERVICE_LINKS,
} from './demoValues'
import { logo, portrait, poster, scene, type SceneKind } from './images'
import { seedDemoSubmissions } from './demoSubmissions'
import { richText } from './richText'
import { seedContext, uploadCsv, uploadImage, uploadPdf, uploadVideo } from './uploads'

export { CAMPUS } from './demoValues'

type Create = Payload['create']

export async function seedDemoContent(payload: Payload, log: (message: string) => void = () => {}): Promise<void> {
  const create = ((args: Parameters<Create>[0]) => payload.create({ ...args, context: seedContext() })) as Create
  const updateGlobal = ((args: Parameters<Payload['updateGlobal']>[0]) =>
    payload.updateGlobal({ ...args, context: seedContext() })) as Payload['updateGlobal']

  // ---------------------------------------------------------------- pictures
  log('Drawing demo pictures')
  // No writing in these pictures: albums, slides and cards lay their own names over them.
  const sceneLabels: [string, SceneKind][] = [
    ['Orientation Day', 'campus'],
    ['Main Library', 'library'],
    ['Lecture Theatre', 'hall'],
    ['Annual Sports Meet', 'sports'],
    ['Cricket Team', 'sports'],
    ['Debating Society', 'hall'],
    ['Community Project', 'outdoors'],
    ['Career Fair', 'outdoors'],
    ['Alumni Evening', 'evening'],
    ['Convocation', 'campus'],
    ['New Year Festival', 'outdoors'],
    ['Research Symposium', 'hall'],
    ['Computer Laboratory', 'lab'],
    ['Christmas Carols', 'evening'],
    ['Beach Clean-up', 'beach'],
    ['Case Competition', 'library'],
  ]
  const scenes: number[] = []
  for (const [index, [label, kind]] of sceneLabels.entries()) {
    scenes.push(await uploadImage(payload, `scene-${index + 1}.jpg`, `${label} at ${CAMPUS.abbreviation}`, await scene(kind, index * 23)))
  }
  const pick = (start: number, count: number) => Array.from({ length: count }, (_, i) => scenes[(start + i) % scenes.length] as number)
  const person = async (name: string, hue: number) =>
    uploadImage(payload, 'portrait.jpg', `Portrait of ${name}`, await portrait(name, hue))

  // ---------------------------------------------------------------- home
  log('Home')
  const slideKinds: SceneKind[] = ['campus', 'hall', 'library', 'lab', 'outdoors']
  for (const [index, caption] of HOME_SLIDES.entries()) {
    const image = await uploadImage(payload, `slide-${index + 1}.jpg`, caption, await scene(slideKinds[index % slideKinds.length] as SceneKind, 200 + index * 31, 1600, 700))
    await create({ collection: 'slider-images', data: { image, caption } })
  }
  const partnerNames = [
    'Global Accounting Standards Board',
    'University Grants Commission',
    'Asian Business Schools Network',
    'Chartered Finance Academy',
    'Lanka Quality Council',
    'Commonwealth Education Trust',
  ]
  for (const [index, name] of partnerNames.entries()) {
    const image = await uploadImage(payload, `partner-${index + 1}.png`, `${name} logo`, await logo(name, index * 57))
    await create({
      collection: 'partners',
      data: { partner_name: name, logo: image, url: `https://partner${index + 1}.example.org` },
    })
  }
  for (const [index, name] of HOME_ALBUMS.entries()) {
    await create({ collection: 'home-albums', data: { album_name: name, images: pick(index, 3) } })
  }
  await updateGlobal({
    slug: 'welcome-section',
    data: {
      welcome_message:
        'For more than two decades our campus has prepared accountants, analysts and managers for careers in Sri Lanka and abroad. Our degrees combine university-level study with the professional qualification of the Institute, taught by lecturers who practise what they teach.',
      graduates: 4800,
      faculty_members: 120,
      employability_rate: 94,
      years_of_excellence: 25,
    },
  })
  const popup = await uploadImage(
    payload,
    'popup.jpg',
    'Intake 2026 now open: apply for BSc Applied Accounting and B.Mgt Business Analytics',
    await poster('Intake 2026 Now Open', 'BSc Applied Accounting · B.Mgt Business Analytics', 215),
  )
  await updateGlobal({ slug: 'popup-image', data: { enabled: true, image: popup } })

  // ---------------------------------------------------------------- about
  log('About')
  await updateGlobal({
    slug: 'history',
    data: {
      description: richText(
        `The ${CAMPUS.body} opened its own campus in Colombo in 2001 to give school leavers a direct route into the accountancy profession.`,
        'What began with forty students in rented lecture rooms in Colombo 04 has grown into a business school of two campuses, two academic departments and six degree programmes.',
        {
          bullets: [
            '2001: first intake of the Diploma in Accounting',
            '2008: BSc Applied Accounting approved by the University Grants Commission',
            '2016: second campus opened in Colombo 04',
            '2021: B.Mgt Business Analytics launched',
          ],
        },
      ),
    },
  })
  await updateGlobal({
    slug: 'vision-mission',
    data: {
      vision: 'To be the most trusted school of accounting and business in South Asia.',
      mission:
        'To develop ethical, skilled and globally employable professionals through practice-led teaching, research and partnership with industry.',
    },
  })
  const longMessage = Array.from(
    { length: 9 },
    () =>
      'Our students learn to read a balance sheet, question an assumption and explain a decision to people who are not accountants.',
  ).join(' ')
  const leaders = [
    { message_type: "Chairman's Message", name: 'Mr. Nimal Perera', designation: 'Chairman, Board of Governors', message: `Welcome to ${CAMPUS.name}. ${longMessage}` },
    { message_type: "Director's Message", name: 'Prof. Anusha Wickramasinghe', designation: 'Director', message: 'Every programme we offer is built with the employers who will hire our graduates. We invite you to visit, meet our lecturers and see how we teach.' },
    { message_type: "Registrar's Message", name: 'Ms. Dilini Fernando', designation: 'Registrar', message: `Our admissions team is here to help you choose a programme and complete your application. ${longMessage}` },
  ]
  for (const [index, leader] of leaders.entries()) {
    await create({ collection: 'leadership-messages', data: { ...leader, image: await person(leader.name, index * 70) } })
  }
  const boardPeople: Record<'council-members' | 'management-members' | 'studies-members', [string, string][]> = {
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
  for (const [board, people] of Object.entries(boardPeople) as [keyof typeof boardPeople, [string, string][]][]) {
    for (const [index, [name, designation]] of people.entries()) {
      await create({
        collection: board,
        data: {
          name,
          designation,
          image: await person(name, 120 + index * 40),
          biography: richText(
            `${name} serves as ${designation}. Before joining ${CAMPUS.abbreviation}, ${name.split(' ').slice(-1)[0]} spent fifteen years in audit, corporate finance and teaching.`,
            { bullets: ['Fellow member of the Institute', 'MBA, University of Colombo (fictional profile)'] },
          ),
        },
      })
    }
  }

  // ---------------------------------------------------------------- academics
  log('Academics')
  const staff = async (names: [string, string, string][]) =>
    Promise.all(
      names.map(async ([staff_name, designation, qualifications], index) => ({
        staff_name,
        designation,
        qualifications,
        email: `${staff_name.split(' ').slice(-1)[0]?.toLowerCase()}@lipa-campus.example`,
        image: await person(staff_name, 300 + index * 25),
      })),
    )
  await create({
    collection: 'departments',
    data: {
      ...DEPARTMENTS.accounting,
      description: richText(
        'The Department of Accounting and Finance teaches financial reporting, audit, taxation and corporate finance, preparing graduates for professional practice.',
      ),
      hod: { name: 'Dr. Ishara Madushani', image: await person('Dr. Ishara Madushani', 10), message: longMessage },
      staff_members: await staff([
        ['Dr. Priyanka Ranasinghe', 'Senior Lecturer', 'PhD (Accounting), FCA'],
        ['Mr. Thilina Weerasekara', 'Senior Lecturer', 'MBA, ACMA'],
        ['Ms. Hiruni Senanayake', 'Lecturer', 'BSc Applied Accounting, CA (Finalist)'],
        ['Mr. Rizwan Hameed', 'Lecturer', 'MSc Finance'],
      ]),
      seo: {
        title: 'Department of Accounting and Finance | LIPA Business School, Colombo',
        description: 'Accounting, audit, taxation and finance degrees taught by practising professionals in Colombo 04.',
      },
    },
  })
  await create({
    collection: 'departments',
    data: {
      ...DEPARTMENTS.business,
      description: richText(
        'The Department of Business and Management offers management, analytics and human-resource degrees built around real business cases.',
      ),
      hod: {
        name: 'Dr. Mohamed Nazeer',
        image: await person('Dr. Mohamed Nazeer', 40),
        message: 'We teach management as a practice: every module ends with a project for a real organisation.',
      },
      staff_members: await staff([
        ['Dr. Sanduni Kulatunga', 'Senior Lecturer', 'PhD (Management)'],
        ['Mr. Arun Sivakumar', 'Lecturer', 'MSc Business Analytics'],
        ['Ms. Tharushi Jayawardena', 'Lecturer', 'MBA'],
        ['Mr. Dinesh Amarasinghe', 'Assistant Lecturer', 'BSc Business Information Systems'],
      ]),
      seo: {
        title: 'Department of Business and Management | LIPA Business School, Colombo',
        description: 'Management, business analytics and HR degrees in Colombo, with projects for real organisations.',
      },
    },
  })

  const applicationForm = (name: string) =>
    uploadPdf(payload, `${name} Application Form`, [
      `Application form for ${name}.`,
      'Complete every section in block capitals and attach certified copies of your NIC, O/L and A/L certificates and the payment receipt.',
      'Application fee: Rs 1250 (non-refundable).',
    ])
  for (const [index, degree] of DEGREES.entries()) {
    await create({
      collection: 'degrees',
      data: {
        ...degree,
        description: richText(
          `The ${degree.degree_name} is a ${degree.level === 'postgraduate' ? 'one-year' : 'four-year'} programme offered on weekdays and at weekends.`,
          'Students combine academic modules with professional examinations of the Institute and a six-month internship.',
        ),
        eligibility_criteria: richText({
          bullets:
            degree.level === 'postgraduate'
              ? ['A recognised bachelor’s degree', 'Two years of relevant work experience']
              : ['Three passes at the G.C.E. Advanced Level in one sitting', 'A credit pass in Mathematics and English at the G.C.E. Ordinary Level'],
        }),
        investment: richText(
          { bullets: ['Registration fee: Rs 25,000', `Course fee: Rs ${(180000 + index * 15000).toLocaleString('en-GB')} per year, payable in instalments`] },
          'Interest-free loans are available for eligible students.',
        ),
        application_forms: [await applicationForm(degree.program_name)],
        seo: {
          title: `${degree.program_name} Degree in Colombo, Sri Lanka | ${CAMPUS.name}`,
          description: `Study the ${degree.degree_name} at ${CAMPUS.name}, Colombo 04: entry requirements, fees and online application.`,
          image: scenes[index],
        },
      },
    })
  }

  for (const [index, program_name] of ['Certified Business Accountant', 'Diploma in Financial Technology', 'Executive Diploma in Data Analytics'].entries()) {
    await create({
      collection: 'programmes',
      data: {
        program_name,
        description: richText(`${program_name} is offered with our international partners and taught on weekends in Colombo.`),
        eligibility_criteria: richText({ bullets: ['G.C.E. Advanced Level passes', 'Or a recognised professional qualification'] }),
        program_benefits: richText({ bullets: ['Internationally recognised certificate', 'Exemptions for later degree study', 'Flexible weekend classes'] }),
        files: [await uploadPdf(payload, `${program_name} Brochure`, [`Brochure for ${program_name}.`, 'Duration, modules, fees and exemptions.'])],
        seo: { title: `${program_name} | ${CAMPUS.name}`, description: `${program_name}: entry, benefits and documents.`, image: scenes[index + 6] },
      },
    })
  }

  const loanGuide = await uploadPdf(payload, 'Interest Free Loan Guidelines', [
    'Guidelines of the interest-free student loan scheme for non-state higher education institutes.',
    'Eligibility, the application steps, repayment after graduation and the documents to submit.',
  ])
  const loans = [
    {
      id: 9,
      title: 'Interest Free Student Loan Scheme',
      seo: {
        title: 'Student Loan Scheme | Interest-Free Higher Education Loans in Sri Lanka',
        description:
          'The government interest-free student loan scheme for degrees at non-state institutes: eligibility, how to apply and the documents you need.',
        image: scenes[9],
      },
    },
    { id: 10, title: 'Campus Instalment Payment Plan', seo: { title: '', description: '' } },
    { id: 11, title: 'Merit Scholarship Programme', seo: { title: '', description: '' } },
  ]
  for (const loan of loans) {
    await create({
      collection: 'loan-schemes',
      data: {
        ...loan,
        description: richText(`${loan.title}: a way to fund your degree without paying interest while you study.`),
        eligibility_criteria: richText({ bullets: ['Sri Lankan citizen below 25 years of age', 'Passed the G.C.E. Advanced Level with three passes'] }),
        application_process: richText({ numbered: ['Register on the loan portal', 'Choose LIPA Business School and your degree', 'Submit the documents to the registrar'] }),
        contact_information: richText({ bullets: ['Student Loan Desk: +94 11 250 0100', 'loans@lipa-campus.example'] }),
        files: [loanGuide],
      },
    })
  }

  for (const title of ['Internship Programme', 'Career Guidance Workshops', 'CV Clinic', 'Mock Interviews']) {
    await create({ collection: 'career-guidance', data: { title, description: `${title} run by the Career Guidance Unit.` } })
  }

  const qaItems = [
    { id: 25, title: 'Internal Quality Assurance Framework', seo: { title: 'Internal Quality Assurance Framework | LIPA Business School', description: 'How the campus reviews its programmes, teaching and student support each year.' } },
    { id: 26, title: 'Student Feedback Survey', seo: { title: '', description: '' } },
    { id: 27, title: 'Annual Quality Reports', seo: { title: '', description: '' } },
    { id: 29, title: 'Centre for Quality Assurance', seo: { title: 'Centre for Quality Assurance | LIPA Business School', description: 'The Centre for Quality Assurance: its role, members, policies and reports.' } },
  ]
  for (const item of qaItems) {
    await create({
      collection: 'cqa-items',
      data: {
        ...item,
        description: richText(`${item.title}: policies and reports of the Centre for Quality Assurance.`),
        files: [
          await uploadPdf(payload, `${item.title} Policy`, [`${item.title}.`, 'Approved by the Board of Management.']),
          await uploadPdf(payload, `${item.title} Report 2025`, [`${item.title}: annual report.`]),
        ],
      },
    })
  }
  await updateGlobal({
    slug: 'cqa-description',
    data: {
      cqa_description: richText(
        'The Centre for Quality Assurance (CQA) makes sure that every programme meets the standards of the University Grants Commission and the expectations of employers.',
        'It runs the internal review cycle, collects student feedback every semester, supports external subject reviews and publishes an annual quality report.',
        'The CQA reports to the Board of Management and works with each department’s quality circle.',
      ),
    },
  })

  // ---------------------------------------------------------------- student support
  log('Student support')
  const helpDeskGuide = await uploadPdf(payload, 'IT Help Desk Guide', ['How to reach the IT help desk, report a problem and reset your password.'])
  for (const service of SERVICE_LINKS) {
    await create({
      collection: 'service-links',
      data: { ...service, file: service.category === 'help-desk' ? helpDeskGuide : undefined },
    })
  }
  for (const [name, designation, tele] of COUNSELLORS) {
    await create({
      collection: 'counsellors',
      data: { name, designation, tele, email: `${name.split(' ').slice(-1)[0]?.toLowerCase()}.counselling@lipa-campus.example` },
    })
  }
  for (const [index, title] of ['Open Day 2026', 'Scholarship Applications', 'Internship Fair', 'Wellbeing Week'].entries()) {
    await create({
      collection: 'flyers',
      data: { title, image: await uploadImage(payload, 'flyer.jpg', `${title} flyer`, await poster(title, 'LIPA Business School, Colombo 04', 20 + index * 60)) },
    })
  }
  for (const [job_title, platform_name] of [
    ['Trainee Accountant', 'TopJobs'],
    ['Junior Data Analyst', 'LinkedIn'],
    ['Audit Associate', 'Company website'],
    ['HR Intern', 'TopJobs'],
    ['Finance Executive', 'LinkedIn'],
  ] as const) {
    await create({
      collection: 'jobs',
      data: { job_title, platform_name, url: `https://jobs.example.org/${job_title.toLowerCase().replace(/ /g, '-')}` },
    })
  }

  // ---------------------------------------------------------------- research
  log('Research')
  for (const [index, item] of RESEARCH.entries()) {
    await create({
      collection: 'research-items',
      data: {
        ...item,
        description: richText(`${item.title}: a study by ${item.researcher_name} presented at the campus research symposium.`),
        files: [await uploadPdf(payload, `${item.title} Paper`, [item.title, `By ${item.researcher_name}.`, 'Abstract, method, findings and references.'])],
        poster: index % 2 === 0 ? await uploadImage(payload, 'poster.jpg', `Research poster: ${item.title}`, await poster(item.title, item.researcher_name, 180 + index * 30)) : undefined,
        qr_link: index < 3 ? researchQrLink(index) : undefined,
      },
    })
  }
  for (const [index, title] of ['Audit Quality in Family-Owned Firms', 'Financial Literacy of University Students', 'Sustainability Reporting in the Apparel Sector'].entries()) {
    await create({
      collection: 'publications',
      data: {
        title,
        authors: ['Dr. Priyanka Ranasinghe', 'Dr. Sanduni Kulatunga, Mr. Arun Sivakumar', 'Dr. Ishara Madushani'][index] as string,
        publication_date: new Date(Date.UTC(2025 - index, 2 + index * 3, 5)).toISOString(),
        journal_name: ['Colombo Journal of Accounting', 'South Asian Business Review', 'Journal of Sustainable Finance'][index],
        abstract: `${title}: we examine evidence from Sri Lankan organisations and discuss what it means for practice and policy.`,
        file: await uploadPdf(payload, title, [title, 'Full text of the published article.']),
      },
    })
  }
  for (const [title, organization] of [
    ['Audit Internship', 'Example Assurance Partners'],
    ['Data Analytics Internship', 'Lanka Retail Group (fictional)'],
    ['HR Internship', 'Island Apparel Holdings (fictional)'],
  ] as const) {
    await create({
      collection: 'internships',
      data: { title, organization, description: `Six-month ${title.toLowerCase()} for final-year students.`, url: 'https://careers.example.org/internships' },
    })
  }

  // ---------------------------------------------------------------- student life
  log('Student life')
  for (const [index, club_name] of ['Accounting Society', 'Leo Club', 'Debating Society', 'Rotaract Club', 'Drama Circle'].entries()) {
    await create({
      collection: 'clubs',
      data: {
        club_name,
        description: `The ${club_name} brings students together through projects, competitions and service to the community. Members organise events each semester and welcome new students at orientation.`,
        images: pick(index * 2, 2),
      },
    })
  }
  const events = [
    ['Orientation 2026', '2026-03-05', 'Main Auditorium'],
    ['Annual Sports Meet', '2026-02-21', 'Colombo Grounds'],
    ['Career Fair', '2025-11-12', 'Campus Hall A'],
    ['New Year Festival', '2025-04-11', 'Campus Courtyard'],
    ['Research Symposium', '2025-09-23', 'Lecture Theatre 1'],
    ['Christmas Carols', '2025-12-18', 'Campus Courtyard'],
  ] as const
  for (const [index, [title, date, location]] of events.entries()) {
    await create({
      collection: 'student-events',
      data: {
        title,
        date: new Date(`${date}T09:00:00+05:30`).toISOString(),
        location,
        description: `${title} at ${location}. Students, staff and families joined a day of activities, talks and celebrations organised by the student council.`,
        images: pick(index + 3, index % 3 === 0 ? 1 : 3),
      },
    })
  }
  for (const [index, sport_activity] of ['Cricket', 'Badminton', 'Chess', 'Netball'].entries()) {
    await create({
      collection: 'sports',
      data: {
        sport_activity,
        description: `Our ${sport_activity.toLowerCase()} team trains twice a week and competes in the inter-university championships. Beginners are welcome: equipment and coaching are provided by the sports unit.`,
        images: pick(index + 2, 2),
      },
    })
  }

  // ---------------------------------------------------------------- gallery and news
  log('Gallery and news')
  for (const [index, album_name] of GALLERY_ALBUMS.entries()) {
    await create({ collection: 'gallery-albums', data: { album_name, images: pick(index * 3, 4) } })
  }
  await create({
    collection: 'video-albums',
    data: {
      album_name: 'Campus Life',
      videos: [await uploadVideo(payload, 'campus-tour.mp4', 'Campus tour'), await uploadVideo(payload, 'sports-day.mp4', 'Sports day')],
    },
  })
  await create({
    collection: 'video-albums',
    data: { album_name: 'Convocation', videos: [await uploadVideo(payload, 'graduation.mp4', 'Graduation highlights')] },
  })
  const news = [
    ['Intake 2026 applications open', '2026-01-10'],
    ['Students win national case competition', '2025-11-28'],
    ['New business analytics laboratory opened', '2025-10-02'],
    ['Convocation 2025 celebrates 420 graduates', '2025-08-21'],
    ['Memorandum signed with regional business school', '2025-06-03'],
    ['Campus hosts audit and assurance forum', '2025-03-15'],
  ] as const
  for (const [index, [title, date]] of news.entries()) {
    await create({
      collection: 'news',
      data: {
        title,
        date: new Date(`${date}T10:00:00+05:30`).toISOString(),
        description: `${title}. The campus community marked the occasion with staff, students and partners. Read more about what this means for current and future students, and how to take part in the next events.`,
        images: pick(index + 5, 2),
      },
    })
  }

  // ---------------------------------------------------------------- alumni
  log('Alumni')
  await updateGlobal({
    slug: 'alumni-overview',
    data: {
      vision: 'A lifelong community of LIPA graduates who lead with integrity and support each other and the next generation.',
      mission: 'To keep graduates connected with the campus and each other through mentoring, events and professional development.',
      goals: 'Mentor every final-year student, fund ten scholarships a year and host four networking events annually.',
    },
  })
  for (const [index, title] of ['Alumni mentor programme launched', 'Annual alumni dinner 2025', 'Alumnus appointed CFO of listed company', 'Alumni scholarship fund reaches target'].entries()) {
    await create({
      collection: 'alumni-news',
      data: {
        title,
        date: new Date(Date.UTC(2025, 10 - index * 2, 14)).toISOString(),
        description: richText(
          `${title}. ${Array.from({ length: 4 }, () => 'Graduates from every intake came together to share their experience and support current students.').join(' ')}`,
        ),
        expanded_content: richText('Members of the alumni association can take part by contacting the alumni office.'),
        images: pick(index + 8, index % 2 === 0 ? 2 : 1),
      },
    })
  }
  for (const [index, album_name] of ['Alumni Dinner 2025', 'Mentor Day', 'Homecoming'].entries()) {
    await create({ collection: 'alumni-albums', data: { album_name, images: pick(index * 4 + 1, 3) } })
  }
  const alumniDegreeIds: number[] = []
  for (const { program_name, intakes } of ALUMNI_PROGRAMMES) {
    const degree = (await create({ collection: 'degree-program-names', data: { program_name } })).id
    alumniDegreeIds.push(degree)
    for (const alumni_intake of intakes) await create({ collection: 'alumni-intakes', data: { alumni_intake, degree } })
  }
  const firstNames = ['Amal', 'Chathura', 'Dinithi', 'Fazeena', 'Gayan', 'Hasini', 'Imran', 'Janani', 'Kasun', 'Lakmini', 'Madhawa', 'Nuwani', 'Oshadha', 'Pavithra', 'Ravindu', 'Sajini', 'Tharindu', 'Udeshika']
  const lastNames = ['Perera', 'Silva', 'Fernando', 'Jayasinghe', 'Bandara', 'Rathnayake', 'Mohamed', 'Kumar']
  const titles = ['Senior Accountant', 'Financial Analyst', 'Audit Senior', 'Data Analyst', 'Finance Manager', 'Business Consultant']
  const companies = ['Example Holdings PLC', 'Ceylon Sample Bank', 'Demo Assurance Partners', 'Island Analytics (Pvt) Ltd', '']
  for (let index = 0; index < 34; index += 1) {
    await create({
      collection: 'alumni-directory',
      data: {
        name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
        designation: index % 11 === 10 ? '' : titles[index % titles.length],
        sab_academic_qualifications: `${['BSc Applied Accounting', 'B.Mgt Business Analytics', 'BSc Accounting and Finance'][index % 3]} (${index % 4 === 0 ? 'Special' : 'General'})`,
        intake: `Intake ${2015 + (index % 8)}`,
        official_address: companies[index % companies.length],
      },
    })
  }

  // ---------------------------------------------------------------- careers and training
  log('Careers and training')
  await updateGlobal({
    slug: 'career-header',
    data: {
      title: 'Careers',
      subtitle: 'Internships, vacancies and career guidance for our students and graduates',
      image: await uploadImage(payload, 'careers.jpg', 'Students at the career fair', await scene('outdoors', 140, 1600, 700)),
    },
  })
  for (const [index, name] of ['Example Assurance Partners', 'Ceylon Sample Bank', 'Island Analytics', 'Harbour Logistics', 'Tea Country Exports'].entries()) {
    await create({
      collection: 'training-partners',
      data: {
        partner_name: name,
        logo: await uploadImage(payload, 'training-partner.png', `${name} logo`, await logo(name, 90 + index * 45)),
        url: `https://training${index + 1}.example.org`,
      },
    })
  }
  const trainingDocs = [
    { title: 'Internship Guidelines', file: await uploadPdf(payload, 'Internship Guidelines', ['Rules and expectations for the six-month internship.']) },
    { title: 'Training Agreement', file: await uploadPdf(payload, 'Training Agreement', ['Agreement between the student, the employer and the campus.']) },
    {
      title: 'Training Placement Schedule',
      file: await uploadCsv(payload, 'Training Placement Schedule', [
        ['Student group', 'Employer', 'Start date', 'End date'],
        ['Group A', 'Example Assurance Partners', '2026-01-05', '2026-06-30'],
        ['Group B', 'Ceylon Sample Bank', '2026-02-02', '2026-07-31'],
      ]),
    },
  ]
  for (const doc of trainingDocs) await create({ collection: 'training-documents', data: doc })

  // ---------------------------------------------------------------- site and contact
  log('Site settings')
  const shareImage = await uploadImage(payload, 'share.jpg', `${CAMPUS.name}, Colombo`, await scene('campus', 215, 1200, 630, CAMPUS.name))
  const mapUrl = 'https://www.openstreetmap.org/export/embed.html?bbox=79.8480%2C6.8850%2C79.8620%2C6.8990&layer=mapnik'
  await updateGlobal({
    slug: 'site-settings',
    data: {
      campus_name: CAMPUS.name,
      campus_abbreviation: CAMPUS.abbreviation,
      parent_body_name: CAMPUS.body,
      product_name: CAMPUS.product,
      default_description: `${CAMPUS.name} in Colombo, Sri Lanka: accounting, finance, management and business analytics degrees of the ${CAMPUS.body}.`,
      default_share_image: shareImage,
      footer_tagline: 'Expand the Boundaries of Quality Education with world-class standards.',
      copyright_year: COPYRIGHT_YEAR,
      addresses: CONTACT.addresses,
      phones: [{ number: CONTACT.phone }, { number: CONTACT.mobile }],
      email: CONTACT.email,
      parent_body_url: 'https://www.lipa-institute.example',
      map_embed_url: mapUrl,
      social: {
        instagram: 'https://www.instagram.com/lipa.campus.example',
        facebook: 'https://www.facebook.com/lipa.campus.example',
        linkedin: 'https://www.linkedin.com/school/lipa-campus-example',
        tiktok: 'https://www.tiktok.com/@lipa.campus.example',
      },
      postgraduate_mba_url: 'https://mba.lipa-partner-university.example',
      application_fee: 1250,
      fee_bank: FEE_BANK,
      // Left empty, the application pages give the contact e-mail above.
      admissions_email: null,
      live_chat_enabled: false,
    },
  })
  await updateGlobal({
    slug: 'contact-info',
    data: {
      address: CONTACT.address,
      phone_no: CONTACT.phone,
      email_address: CONTACT.email,
      map_embed_url: mapUrl,
    },
  })
  log('Sample submissions')
  await seedDemoSubmissions(payload, alumniDegreeIds)
  log('Demo content ready')
}

