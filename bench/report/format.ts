/** Number formats shared by RESULTS.md and the chart. */
export const int = (n: number) => Math.round(n).toLocaleString('en')
export const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))
export const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`
/** Two decimals, or two significant digits below 0.1 so a tiny ratio does not read as zero. */
export const ratioText = (r: number) => (r >= 0.1 ? r.toFixed(2) : r.toPrecision(2))
