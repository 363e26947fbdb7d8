// What a media key may be, for every media store: lower-case words separated by slashes and an optional
// extension ("products/12/3f9a0c1d2e4b/480.webp"). No "..", no leading slash, nothing to escape: a key is safe as
// a file path under the store's folder and as an object key in a bucket.
const KEY = /^[a-z0-9]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/;

/** The key itself, or an error when it is not a media key. */
export function checkedMediaKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}
