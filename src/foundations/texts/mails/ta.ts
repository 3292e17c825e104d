/**
 * The mails to senders in Tamil. Written by the team from the English
 * (./en.ts); awaiting a native speaker's review (docs/translations.md).
 */
import { translationOf } from '../translation'
import type { MailTexts } from './en'

export const mailTexts = translationOf<MailTexts>()({
  dear: 'அன்புள்ள {name},',
  dearApplicant: 'அன்புள்ள விண்ணப்பதாரரே,',
  reference: 'உங்கள் குறிப்பு எண் {reference}.',
  statusPage: 'இந்தக் குறிப்பு எண்ணுடனும் நீங்கள் விண்ணப்பித்த தே.அ.அ. அல்லது கடவுச்சீட்டு எண்ணுடனும் {url} இல் உங்கள் விண்ணப்பத்தைப் பின்தொடருங்கள்.',
  received: 'உங்கள் {kind} எங்களுக்குக் கிடைத்தது ({reference})',
  kinds: {
    inquiry: 'விசாரணை',
    alumniRegistration: 'பழைய மாணவர் பதிவு',
    degreeApplication: 'பட்டப்படிப்பு விண்ணப்பம்',
    feePayment: 'விண்ணப்பக் கட்டணம்',
    documentsOnRequest: 'கோரிய ஆவணங்கள்',
  },
  thanks: {
    inquiry: 'உங்கள் விசாரணைக்கு நன்றி. எங்கள் குழு விரைவில் உங்களைத் தொடர்புகொள்ளும்.',
    alumniRegistration: 'எங்கள் பழைய மாணவர் சங்கத்தில் பதிவுசெய்தமைக்கு நன்றி. உங்கள் பதிவு பரிசீலிக்கப்பட்டதும் உங்களைத் தொடர்புகொள்வோம்.',
    degreeApplication: '{degree} க்கு விண்ணப்பித்தமைக்கு நன்றி. எங்கள் சேர்க்கைக் குழு உங்கள் விண்ணப்பத்தைப் பரிசீலித்து உங்களைத் தொடர்புகொள்ளும்.',
    feePayment: '{currency} {amount} விண்ணப்பக் கட்டணம் எங்களுக்குக் கிடைத்தது. நன்றி.',
  },
  documentsNeededSubject: 'உங்கள் விண்ணப்பம் {reference} க்கு ஆவணங்கள் தேவை',
  newsSubject: 'உங்கள் விண்ணப்பம் {reference} பற்றிய செய்தி',
  documentsNeeded: 'உங்கள் விண்ணப்பத்துக்கு எங்கள் சேர்க்கைக் குழுவுக்கு மேலும் ஆவணங்கள் தேவை. எவை என்பதை நிலைப் பக்கத்தில் பார்த்து அங்கேயே பதிவேற்றலாம்.',
  statusNow: 'உங்கள் விண்ணப்பத்தின் நிலை இப்போது: {status}. எங்கள் சேர்க்கைக் குழுவின் எந்தச் செய்தியும் நிலைப் பக்கத்தில் உள்ளது.',
  statuses: {
    new: 'பெறப்பட்டது',
    in_review: 'பரிசீலனையில்',
    waiting_documents: 'ஆவணங்களுக்காகக் காத்திருக்கிறது',
    accepted: 'ஏற்றுக்கொள்ளப்பட்டது',
    rejected: 'ஏற்றுக்கொள்ளப்படவில்லை',
  },
})
