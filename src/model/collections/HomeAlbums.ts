import { photoAlbumCollection } from './kinds/photoAlbumCollection'

/** Photo albums on the home page. */
export const HomeAlbums = photoAlbumCollection('home-albums', 'Home', 'Home album', 'Home albums')
