/** C0 control characters and DEL: never meaningful in what a person types or a browser names itself. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

export function hasControlCharacters(s: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0
  return CONTROL_CHARACTERS.test(s)
}

export function withoutControlCharacters(s: string): string {
  return s.replace(CONTROL_CHARACTERS, '')
}

/** JSON Schema pattern of text without control characters (PostgreSQL refuses NUL in text). */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f]*$'
