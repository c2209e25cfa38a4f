// Whether a write was refused because the device's storage for this site is full (IndexedDB and Cache Storage both
// throw a DOMException, named differently by Firefox's older releases).
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}
