/**
 * What makes a translation of the English texts complete: every key of
 * English, each text a string with exactly English's `{placeholders}`.
 * Checked by the type checker (`translationOf`) and again by
 * ./texts.test.ts, so a missing key or a misspelt placeholder fails both.
 */

/** The names of a text's `{placeholders}`: 'Map of {campus}' → 'campus'. */
export type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never

type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** The shape of a translation: English's keys, any strings. */
export type Translation<English> = { readonly [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]> }

/** A translation whose every text has English's placeholders; a text that has others must be written again. */
type Checked<English, Given> = {
  readonly [Key in keyof English]: Key extends keyof Given
    ? English[Key] extends string
      ? Given[Key] extends string
        ? SameNames<PlaceholdersOf<English[Key]>, PlaceholdersOf<Given[Key]>> extends true
          ? Given[Key]
          : `needs exactly the placeholders of: ${English[Key]}`
        : never
      : Checked<English[Key], Given[Key]>
    : never
}

/**
 * Declares a translation of `English`: the texts are checked as written
 * (`const`), then typed as English's, so that `fill` checks the values a
 * caller gives against the placeholders whatever the language.
 */
export function translationOf<English>() {
  return <const Given extends Translation<English>>(texts: Given & Checked<English, Given>): English => texts as unknown as English
}

/** The text with each `{name}` replaced by its value. */
export function fill<Text extends string>(text: Text, values: Record<PlaceholdersOf<Text>, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name as PlaceholdersOf<Text>]) : whole))
}
