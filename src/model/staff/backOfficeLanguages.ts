/**
 * The back office's own languages (docs/decisions/068): English, Tamil (as
 * Payload ships it) and Sinhala, which Payload does not ship. Sinhala is
 * our own: the words a staff member meets on every screen (signing in, the
 * lists, saving, drafts and publishing, the language menus), written by the
 * team and awaiting a native speaker's review (docs/translations.md); every
 * other text of Payload's stays English until it is translated here. A
 * staff member picks the language on their account page.
 */
import { en } from '@payloadcms/translations/languages/en'
import { ta } from '@payloadcms/translations/languages/ta'
import type { Language } from '@payloadcms/translations'

type Translations = typeof en.translations

/** Payload's text groups, each key as English has it; a value our Sinhala gives. */
type Overrides = { [Group in keyof Translations]?: Partial<Record<keyof Translations[Group], string>> }

export const SINHALA_BACK_OFFICE: Overrides = {
  general: {
    thisLanguage: 'සිංහල',
    welcome: 'සාදරයෙන් පිළිගනිමු',
    name: 'නම',
    cancel: 'අවලංගු කරන්න',
    close: 'වසන්න',
    collections: 'එකතු',
    columns: 'තීරු',
    confirm: 'තහවුරු කරන්න',
    create: 'සාදන්න',
    createNew: 'අලුතින් සාදන්න',
    createNewLabel: 'අලුත් {{label}} සාදන්න',
    dashboard: 'උපකරණ පුවරුව',
    delete: 'මකන්න',
    edit: 'සංස්කරණය කරන්න',
    editLabel: '{{label}} සංස්කරණය කරන්න',
    email: 'විද්‍යුත් තැපෑල',
    error: 'දෝෂය',
    filters: 'පෙරහන්',
    globals: 'පොදු සැකසුම්',
    language: 'භාෂාව',
    loading: 'පූරණය වෙමින්',
    locale: 'අන්තර්ගත භාෂාව',
    locales: 'අන්තර්ගත භාෂා',
    allLocales: 'සියලු භාෂා',
    fallbackToDefaultLocale: 'ඉංග්‍රීසි පෙළ පෙන්වන්න',
    menu: 'මෙනුව',
    next: 'ඊළඟ',
    previous: 'පෙර',
    no: 'නැත',
    yes: 'ඔව්',
    of: 'න්',
    password: 'මුරපදය',
    save: 'සුරකින්න',
    saveChanges: 'වෙනස්කම් සුරකින්න',
    saving: 'සුරකිමින්...',
    searchBy: '{{label}} අනුව සොයන්න',
    select: 'තෝරන්න',
    submit: 'යවන්න',
    success: 'සාර්ථකයි',
    backToDashboard: 'උපකරණ පුවරුවට ආපසු',
    changesNotSaved: 'ඔබේ වෙනස්කම් සුරැකී නැත. දැන් ඉවත් වුවහොත් ඒවා නැති වේ.',
    leaveWithoutSaving: 'නොසුරකා ඉවත් වන්න',
    stayOnThisPage: 'මෙම පිටුවේ රැඳී සිටින්න',
    lastModified: 'අවසන් වරට වෙනස් කළේ',
    createdAt: 'සෑදූ දිනය',
    updatedAt: 'යාවත්කාලීන කළ දිනය',
    nothingFound: 'කිසිවක් හමු නොවීය',
    perPage: 'පිටුවකට: {{limit}}',
    rows: 'පේළි',
    row: 'පේළිය',
    addFilter: 'පෙරහනක් එක් කරන්න',
    clear: 'හිස් කරන්න',
  },
  authentication: {
    account: 'ගිණුම',
    beginCreateFirstUser: 'ආරම්භ කිරීමට, ඔබේ පළමු පරිශීලකයා සාදන්න.',
    createFirstUser: 'පළමු පරිශීලකයා සාදන්න',
    login: 'පිවිසෙන්න',
    logOut: 'ඉවත් වන්න',
    logout: 'ඉවත් වන්න',
    forgotPassword: 'මුරපදය අමතක වුණා',
    forgotPasswordQuestion: 'මුරපදය අමතක ද?',
    backToLogin: 'පිවිසුමට ආපසු',
    changePassword: 'මුරපදය වෙනස් කරන්න',
    newPassword: 'නව මුරපදය',
    confirmPassword: 'මුරපදය තහවුරු කරන්න',
    resetPassword: 'මුරපදය යළි සකසන්න',
    loggedOutSuccessfully: 'ඔබ සාර්ථකව ඉවත් විය.',
    stayLoggedIn: 'පිවිසී සිටින්න',
  },
  version: {
    draft: 'කෙටුම්පත',
    published: 'ප්‍රකාශිතයි',
    publish: 'ප්‍රකාශ කරන්න',
    publishChanges: 'වෙනස්කම් ප්‍රකාශ කරන්න',
    saveDraft: 'කෙටුම්පත සුරකින්න',
    schedulePublish: 'ප්‍රකාශනය කාලසටහන් කරන්න',
    status: 'තත්ත්වය',
    unpublish: 'ප්‍රකාශනයෙන් ඉවත් කරන්න',
    versions: 'අනුවාද',
    version: 'අනුවාදය',
    restoreThisVersion: 'මෙම අනුවාදය යළි පිහිටුවන්න',
    preview: 'පෙරදසුන',
    changed: 'වෙනස් විය',
    currentDraft: 'වත්මන් කෙටුම්පත',
    currentlyPublished: 'දැනට ප්‍රකාශිත',
    publishAllLocales: 'සියලු භාෂාවලින් ප්‍රකාශ කරන්න',
    publishIn: '{{locale}} භාෂාවෙන් ප්‍රකාශ කරන්න',
    unpublishIn: '{{locale}} භාෂාවෙන් ප්‍රකාශනයෙන් ඉවත් කරන්න',
  },
}

/** English's every text, with our Sinhala where it is given. */
function withOverrides(base: Translations, overrides: Overrides): Translations {
  const merged: Record<string, Record<string, string>> = {}
  for (const [group, texts] of Object.entries(base)) merged[group] = { ...(texts as Record<string, string>), ...((overrides as Record<string, Record<string, string>>)[group] ?? {}) }
  return merged as unknown as Translations
}

const si: Language<Translations> = { dateFNSKey: 'en-US', translations: withOverrides(en.translations, SINHALA_BACK_OFFICE) }

/** For the config's i18n: Payload types its languages by the codes it ships, which Sinhala is not among. */
export const BACK_OFFICE_LANGUAGES = { en, si, ta } as unknown as { en: typeof en; ta: typeof ta }
