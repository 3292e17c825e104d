import { RESEARCH, researchQrLink } from '../demoValues'
import { poster } from '../images'
import { richText } from '../richText'
import { uploadImage, uploadPdf } from '../uploads'
import type { DemoSeed } from './demoSeed'

/** Research: research items, publications and internships. */
export async function seedResearch({ payload, log, create }: DemoSeed): Promise<void> {
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
}
