/**
 * The mails to senders in Sinhala. Written by the team from the English
 * (./en.ts); awaiting a native speaker's review (docs/translations.md).
 */
import { translationOf } from '../translation'
import type { MailTexts } from './en'

export const mailTexts = translationOf<MailTexts>()({
  dear: 'හිතවත් {name},',
  dearApplicant: 'හිතවත් අයදුම්කරු,',
  reference: 'ඔබේ යොමු අංකය {reference} වේ.',
  statusPage: 'මෙම යොමු අංකය සහ ඔබ අයදුම් කළ ජා.හැ.අ. හෝ ගමන් බලපත්‍ර අංකය සමඟ {url} හි ඔබේ අයදුම්පත ගැන දැනගන්න.',
  received: 'ඔබේ {kind} අපට ලැබුණි ({reference})',
  kinds: {
    inquiry: 'විමසීම',
    alumniRegistration: 'ආදි ශිෂ්‍ය ලියාපදිංචිය',
    degreeApplication: 'උපාධි අයදුම්පත',
    feePayment: 'අයදුම් ගාස්තු ගෙවීම',
    documentsOnRequest: 'ඉල්ලූ ලේඛන',
  },
  thanks: {
    inquiry: 'ඔබේ විමසීමට ස්තූතියි. අපගේ කණ්ඩායම ඉක්මනින් ඔබ හා සම්බන්ධ වනු ඇත.',
    alumniRegistration: 'අපගේ ආදි ශිෂ්‍ය සංගමයේ ලියාපදිංචි වූ ඔබට ස්තූතියි. ඔබේ ලියාපදිංචිය සමාලෝචනය කළ පසු අපි ඔබ හා සම්බන්ධ වන්නෙමු.',
    degreeApplication: '{degree} සඳහා අයදුම් කළ ඔබට ස්තූතියි. අපගේ ඇතුළත් කිරීමේ කණ්ඩායම ඔබේ අයදුම්පත සමාලෝචනය කර ඔබ හා සම්බන්ධ වනු ඇත.',
    feePayment: '{currency} {amount} ක ඔබේ අයදුම් ගාස්තුව අපට ලැබුණි. ස්තූතියි.',
  },
  documentsNeededSubject: 'ඔබේ අයදුම්පත {reference} සඳහා ලේඛන අවශ්‍යයි',
  newsSubject: 'ඔබේ අයදුම්පත {reference} පිළිබඳ පුවත්',
  documentsNeeded: 'ඔබේ අයදුම්පත සඳහා අපගේ ඇතුළත් කිරීමේ කණ්ඩායමට තවත් ලේඛන අවශ්‍යයි. ඒවා මොනවාදැයි තත්ත්ව පිටුවෙන් බලා එහිදීම උඩුගත කළ හැක.',
  statusNow: 'ඔබේ අයදුම්පතේ තත්ත්වය දැන්: {status}. අපගේ ඇතුළත් කිරීමේ කණ්ඩායමේ ඕනෑම පණිවිඩයක් තත්ත්ව පිටුවේ ඇත.',
  statuses: {
    new: 'ලැබී ඇත',
    in_review: 'සමාලෝචනය වෙමින්',
    waiting_documents: 'ලේඛන එනතුරු',
    accepted: 'පිළිගන්නා ලදී',
    rejected: 'පිළිගනු නොලැබීය',
  },
})
