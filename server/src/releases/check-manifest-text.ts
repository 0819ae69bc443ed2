import { unstorableTextAt } from '../common/unstorable-text.ts'
import { MANIFEST_LIMITS } from './manifest-limits.ts'
import { type ManifestValidationResult, validateManifest } from './validate-manifest.ts'

/**
 * What checking a manifest's text found: a result, text that is not JSON, text no database
 * stores (as in any other JSON body: plugins/text-input.ts), or too many records.
 */
export type ManifestCheckOutcome =
  | { kind: 'checked'; result: ManifestValidationResult }
  | { kind: 'not-json'; message: string }
  | { kind: 'unstorable-text'; at: string }
  | { kind: 'too-many-records'; count: number }

/**
 * Parses and checks a manifest sent as text, within MANIFEST_LIMITS. An empty text is no
 * manifest at all (the result says it must be an object), as for any body-less request.
 */
export function checkManifestText(text: string, limits = MANIFEST_LIMITS): ManifestCheckOutcome {
  let doc: unknown
  if (text.trim() !== '') {
    try {
      // Plain JSON.parse: a "__proto__" key becomes an own property, which the schema refuses.
      doc = JSON.parse(text)
    } catch (err) {
      return { kind: 'not-json', message: (err as Error).message }
    }
  }
  const at = unstorableTextAt(doc, 'body')
  if (at) return { kind: 'unstorable-text', at }
  const records = (doc as { records?: unknown } | null | undefined)?.records
  if (Array.isArray(records) && records.length > limits.records)
    return { kind: 'too-many-records', count: records.length }
  return { kind: 'checked', result: validateManifest(doc, limits.errors) }
}
