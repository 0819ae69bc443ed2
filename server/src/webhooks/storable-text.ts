// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one:
// what common/unstorable-text.ts refuses in requests. A receiver's answer cannot be refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * `text` with every character no database stores as it is — NUL (PostgreSQL refuses it in text:
 * `invalid byte sequence for encoding "UTF8": 0x00`) and unpaired surrogates — replaced by
 * U+FFFD, the character bytes that are not UTF-8 already decode to: what a receiver answered is
 * kept alike on both engines (docs/events.md#webhooks).
 */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD')
}
