/** Spec section 8: user agents matching bot, lighthouse, facebook external hit or google. */
const CRAWLER_PATTERN = /bot|lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER_PATTERN.test(userAgent);
}
