import { contentGlobal } from './contentGlobal'

/** The picture that greets a visitor of the home page, and whether it shows. */
export const PopupImage = contentGlobal({
  slug: 'popup-image',
  scheduled: true,
  group: 'Home',
  label: 'Welcome popup',
  fields: [
    { name: 'enabled', label: 'Show the popup', type: 'checkbox', defaultValue: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})
