import { CROISSANT_1_1 } from '../releases/croissant.ts'

/**
 * Checks a document against what the Croissant 1.1 specification requires
 * (mlcommons/croissant docs/croissant-spec-1.1.md), written from its text, no network:
 * - "Required" dataset properties: @context, @type (schema.org/Dataset), dct:conformsTo (URL),
 *   description (Text), license (CreativeWork or URL), name (Text), url (URL), creator
 *   (Organization or Person), datePublished (Date or DateTime);
 * - "distribution" (made required by Croissant): values of type FileObject or FileSet;
 * - FileObject: name, contentUrl (URL), contentSize (Text, bytes by default), encodingFormat
 *   (a media type), sha256 (Text);
 * - FileSet: containedIn (FileObject, FileSet or DataSource references), includes (glob);
 * - RecordSet: field (Field), key; Field: dataType, source (fileSet/fileObject with extract);
 * - ids unique within the dataset; references name an id that exists;
 * - the context of Appendix 1 (its aliases, so the short names mean the cr: terms).
 */
export function croissantViolations(doc: Record<string, unknown>): string[] {
  const out: string[] = []
  const isUrl = (v: unknown) => typeof v === 'string' && /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v)
  const isText = (v: unknown) => typeof v === 'string' && v.length > 0
  const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v))
  const typeOf = (v: unknown) => (v as { '@type'?: unknown })?.['@type']
  const ctx = doc['@context'] as Record<string, unknown> | undefined
  if (!ctx || typeof ctx !== 'object') out.push('@context is missing')
  else {
    if (ctx['@vocab'] !== 'http://schema.org/') out.push('@context: @vocab must be schema.org')
    if (ctx.cr !== 'http://mlcommons.org/croissant/') out.push('@context: cr prefix')
    if (ctx.sc !== 'http://schema.org/') out.push('@context: sc prefix')
    if (ctx.conformsTo !== 'dct:conformsTo') out.push('@context: conformsTo alias')
    if (ctx.dct !== 'http://purl.org/dc/terms/') out.push('@context: dct prefix')
    for (const term of [
      'recordSet',
      'field',
      'fileSet',
      'fileObject',
      'source',
      'extract',
      'fileProperty',
      'includes',
      'containedIn',
      'key',
    ])
      if (ctx[term] !== `cr:${term}`) out.push(`@context: ${term} must alias cr:${term}`)
    const dataType = ctx.dataType as { '@id'?: string; '@type'?: string } | undefined
    if (dataType?.['@id'] !== 'cr:dataType' || dataType['@type'] !== '@vocab') out.push('@context: dataType')
    const data = ctx.data as { '@id'?: string; '@type'?: string } | undefined
    if (data?.['@id'] !== 'cr:data' || data['@type'] !== '@json') out.push('@context: data')
  }
  if (typeOf(doc) !== 'sc:Dataset') out.push('@type must be sc:Dataset')
  const conformsTo = ([] as unknown[]).concat(doc.conformsTo ?? [])
  if (!conformsTo.includes(CROISSANT_1_1)) out.push(`conformsTo must include ${CROISSANT_1_1}`)
  if (!conformsTo.every(isUrl)) out.push('conformsTo must be URLs')
  for (const k of ['name', 'description']) if (!isText(doc[k])) out.push(`${k} must be Text`)
  if (!isUrl(doc.url)) out.push('url must be a URL')
  const licenses = ([] as unknown[]).concat(doc.license ?? [])
  if (licenses.length === 0 || !licenses.every((l) => isUrl(l) || typeOf(l) === 'sc:CreativeWork'))
    out.push('license must be a URL or a CreativeWork')
  const creators = ([] as unknown[]).concat(doc.creator ?? [])
  if (
    creators.length === 0 ||
    !creators.every((c) => ['sc:Organization', 'sc:Person'].includes(String(typeOf(c))))
  )
    out.push('creator must be an Organization or a Person')
  if (!isDate(doc.datePublished)) out.push('datePublished must be a Date or DateTime')
  if ('version' in doc && !/^\d+\.\d+\.\d+$/.test(String(doc.version)))
    out.push('version must be MAJOR.MINOR.PATCH')

  const ids = new Set<string>()
  const define = (id: unknown, where: string) => {
    if (!isText(id)) out.push(`${where}: @id missing`)
    else if (ids.has(id as string)) out.push(`${where}: @id ${id} is not unique`)
    else ids.add(id as string)
  }
  const refs: [string, string][] = []
  const distribution = doc.distribution as Record<string, unknown>[] | undefined
  if (!Array.isArray(distribution) || distribution.length === 0) out.push('distribution is required')
  for (const [i, r] of (distribution ?? []).entries()) {
    const where = `distribution/${i}`
    define(r['@id'], where)
    if (r['@type'] === 'cr:FileObject') {
      if (!isText(r.name)) out.push(`${where}: name`)
      if (!isUrl(r.contentUrl)) out.push(`${where}: contentUrl must be a URL`)
      if (!/^\d+ B$/.test(String(r.contentSize))) out.push(`${where}: contentSize "<n> B"`)
      if (!/^[a-z]+\/[a-z0-9.+-]+$/.test(String(r.encodingFormat)))
        out.push(`${where}: encodingFormat a media type`)
      if ('sha256' in r && !/^[0-9a-f]{64}$/.test(String(r.sha256))) out.push(`${where}: sha256`)
    } else if (r['@type'] === 'cr:FileSet') {
      const within = ([] as { '@id'?: string }[]).concat((r.containedIn as never) ?? [])
      if (within.length === 0) out.push(`${where}: containedIn`)
      for (const w of within) refs.push([where, String(w['@id'])])
      if (([] as unknown[]).concat(r.includes ?? []).length === 0) out.push(`${where}: includes`)
    } else out.push(`${where}: @type must be cr:FileObject or cr:FileSet`)
  }
  const recordSets = (doc.recordSet ?? []) as Record<string, unknown>[]
  for (const [i, rs] of recordSets.entries()) {
    const where = `recordSet/${i}`
    if (rs['@type'] !== 'cr:RecordSet') out.push(`${where}: @type must be cr:RecordSet`)
    define(rs['@id'], where)
    const fields = (rs.field ?? []) as Record<string, unknown>[]
    if (fields.length === 0) out.push(`${where}: field`)
    for (const f of fields) {
      if (f['@type'] !== 'cr:Field') out.push(`${where}: a field's @type must be cr:Field`)
      define(f['@id'], `${where}/field`)
      if (!/^(sc|cr):[A-Za-z]+$/.test(String(f.dataType))) out.push(`${where}/${f['@id']}: dataType`)
      const source = f.source as {
        fileSet?: { '@id': string }
        fileObject?: { '@id': string }
        extract?: unknown
      }
      if (source) {
        const target = source.fileSet ?? source.fileObject
        if (!target) out.push(`${where}/${f['@id']}: source names no fileSet or fileObject`)
        else refs.push([`${where}/${f['@id']}`, target['@id']])
        if (!source.extract) out.push(`${where}/${f['@id']}: source.extract`)
      } else if (!Array.isArray(rs.data))
        out.push(`${where}/${f['@id']}: a field needs a source or the record set data`)
    }
    for (const k of ([] as { '@id': string }[]).concat((rs.key as never) ?? [])) refs.push([where, k['@id']])
  }
  for (const [where, id] of refs) if (!ids.has(id)) out.push(`${where}: references unknown @id ${id}`)
  return out
}
