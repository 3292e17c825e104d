import { describe, expect, it } from 'vitest'

import { ACCEPT_ATTRIBUTE, checkChosenFiles, DOCUMENT_FIELDS, type FileLike, isAcceptedName, MAX_FILE_BYTES, MAX_FILES_PER_FIELD, MAX_TOTAL_BYTES } from './applicationDocuments'

const MB = 1024 * 1024
const file = (name: string, size = 200 * 1024): FileLike => ({ name, size })

describe('document fields', () => {
  it('are the five upload fields of the application', () => {
    expect(DOCUMENT_FIELDS.map((field) => field.name)).toEqual(['nic', 'o/l_certificate', 'a/l_certificate', 'receipt', 'other_certificates'])
  })

  it('offer jpg, jpeg, png, pdf and docx to the file picker', () => {
    expect(ACCEPT_ATTRIBUTE).toBe('.jpg,.jpeg,.png,.pdf,.docx')
  })

  it('accept those extensions in any case and nothing else', () => {
    for (const name of ['id.jpg', 'id.JPEG', 'scan.Png', 'results.pdf', 'letter.docx']) expect(isAcceptedName(name), name).toBe(true)
    for (const name of ['letter.doc', 'scan.gif', 'pdf', 'archive.pdf.zip', 'noextension', 'results.pdf ']) expect(isAcceptedName(name), name).toBe(false)
  })
})

describe('checkChosenFiles', () => {
  it('passes accepted files within the limits', () => {
    expect(
      checkChosenFiles({
        nic: [file('nic-front.jpg'), file('nic-back.JPG')],
        'o/l_certificate': [file('ol.pdf')],
        'a/l_certificate': [file('al.png')],
        receipt: [file('receipt.jpeg')],
        other_certificates: [file('award.docx')],
      }),
    ).toEqual({})
    expect(checkChosenFiles({})).toEqual({})
  })

  it('names a file of the wrong type under its field', () => {
    expect(checkChosenFiles({ receipt: [file('receipt.pdf'), file('receipt.heic')] })).toEqual({
      receipt: '"receipt.heic" is not an accepted file. Please upload JPG, JPEG, PNG, PDF or DOCX files only.',
    })
  })

  it('names a file larger than 10 MB and lets one of exactly 10 MB through', () => {
    expect(MAX_FILE_BYTES).toBe(10 * MB)
    expect(checkChosenFiles({ 'a/l_certificate': [file('al.pdf', 10 * MB)] })).toEqual({})
    expect(checkChosenFiles({ 'a/l_certificate': [file('al.pdf', 10 * MB + 1)] })).toEqual({
      'a/l_certificate': '"al.pdf" is larger than 10 MB. Please upload a smaller file.',
    })
  })

  it('names an empty file', () => {
    expect(checkChosenFiles({ nic: [file('nic.jpg', 0)] })).toEqual({ nic: '"nic.jpg" is empty. Please choose the file again.' })
  })

  it('allows five files per field and refuses a sixth, naming the field', () => {
    expect(MAX_FILES_PER_FIELD).toBe(5)
    const five = Array.from({ length: 5 }, (_, i) => file(`cert-${i}.pdf`))
    expect(checkChosenFiles({ other_certificates: five })).toEqual({})
    expect(checkChosenFiles({ other_certificates: [...five, file('cert-5.pdf')] })).toEqual({
      other_certificates: 'Please upload at most 5 files for Other certificates.',
    })
  })

  it('refuses files that are together larger than 30 MB and lets exactly 30 MB through', () => {
    expect(MAX_TOTAL_BYTES).toBe(30 * MB)
    const exactly = { nic: [file('nic.pdf', 10 * MB)], receipt: [file('receipt.pdf', 10 * MB)], 'o/l_certificate': [file('ol.pdf', 10 * MB)] }
    expect(checkChosenFiles(exactly)).toEqual({})
    expect(checkChosenFiles({ ...exactly, 'a/l_certificate': [file('al.pdf', 1)] })).toEqual({
      documents: 'Your documents together are larger than 30 MB. Please upload smaller files.',
    })
  })

  it('reports each field on its own', () => {
    expect(
      checkChosenFiles({
        nic: [file('nic.exe')],
        receipt: [file('receipt.pdf', 11 * MB)],
        'o/l_certificate': [file('ol.pdf')],
      }),
    ).toEqual({
      nic: '"nic.exe" is not an accepted file. Please upload JPG, JPEG, PNG, PDF or DOCX files only.',
      receipt: '"receipt.pdf" is larger than 10 MB. Please upload a smaller file.',
    })
  })
})
