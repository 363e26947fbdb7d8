/** Catalogue images are paths on the API (/api/v1/media/…): prefixed with the public API base when the API lives elsewhere. */
export function mediaUrl(src: string, apiBase: string): string {
  if (!apiBase || !src.startsWith("/") || src.startsWith("//")) return src;
  return `${apiBase.replace(/\/$/, "")}${src}`;
}

/** An absolute URL for structured data and the sitemap. */
export function absoluteMediaUrl(src: string, apiBase: string, origin: string): string {
  const url = mediaUrl(src, apiBase);
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}
