import { photoAlbumCollection } from './kinds/photoAlbumCollection'

/** Photo albums of the alumni page. */
export const AlumniAlbums = photoAlbumCollection('alumni-albums', 'Alumni', 'Alumni album', 'Alumni albums')
