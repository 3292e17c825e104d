/** What the site says when staff have set nothing (the specification's §9). */

/** The application fee the specification states; the site settings' default, and what the pages say when it is left empty. */
export const APPLICATION_FEE_RS = 1250
/** The specification's copyright line is for 2025: the site settings' default, and the footer's when no settings can be read. */
export const DEFAULT_COPYRIGHT_YEAR = 2025
/** Shown when no research has been entered yet. */
export const DEFAULT_RESEARCH_YEAR = 2023
