import { CAMPUS, CQA_ITEMS, DEGREES, DEPARTMENT_HEADS, DEPARTMENT_STAFF, DEPARTMENTS, PROGRAMMES, STUDENT_LOAN_SCHEME } from '../demoValues'
import { richText } from '../richText'
import { uploadPdf } from '../uploads'
import { type DemoSeed, longMessage } from './demoSeed'

/** Academics: departments, degrees, other programmes, loan schemes, career guidance and quality assurance. */
export async function seedAcademics({ payload, log, create, updateGlobal, scenes, person }: DemoSeed): Promise<void> {
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
      hod: { name: DEPARTMENT_HEADS.accounting, image: await person(DEPARTMENT_HEADS.accounting, 10), message: longMessage },
      staff_members: await staff(DEPARTMENT_STAFF.accounting),
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
        name: DEPARTMENT_HEADS.business,
        image: await person(DEPARTMENT_HEADS.business, 40),
        message: 'We teach management as a practice: every module ends with a project for a real organisation.',
      },
      staff_members: await staff(DEPARTMENT_STAFF.business),
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

  for (const [index, program_name] of PROGRAMMES.entries()) {
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
    { ...STUDENT_LOAN_SCHEME, seo: { ...STUDENT_LOAN_SCHEME.seo, image: scenes[9] } },
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

  for (const item of CQA_ITEMS) {
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
}
