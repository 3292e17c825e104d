/** How much of each list or text a page shows (the specification's §9). */
export const MESSAGE_WORD_LIMIT = 120
export const NEWS_EXCERPT_WORDS = 30
export const NEWS_EXCERPT_WORDS_NARROW = 15

export const DIRECTORY_PAGE_SIZE = 10
export const DIRECTORY_MAX_PAGE_SIZE = 100
export const DIRECTORY_PREVIEW_SIZE = 5

export const GALLERY_MAX_ALBUMS = 8
