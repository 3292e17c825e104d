import { photoAlbumCollection } from './kinds/photoAlbumCollection'

/** Photo albums of the gallery and news page. */
export const GalleryAlbums = photoAlbumCollection('gallery-albums', 'Gallery & News', 'Gallery album', 'Gallery albums')
