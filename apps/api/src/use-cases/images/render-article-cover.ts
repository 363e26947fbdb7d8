// The drawn cover of a blog article without an uploaded one (issue 8): its topic's illustration on a
// brand-neutral colour of the topic, varied per article (pattern, angle); no text but the <title>.
import type { ArticleTopicId } from "@shop/contracts";
import { type Db, findBlogArticleTopic } from "@shop/db";
import { AppError } from "../../core/app-error";
import { drawIcon, type IconName } from "../../media/icons";
import { escapeXml, hashOf, inkOn, shade } from "../../media/svg";

const WIDTH = 1200;
const HEIGHT = 675;

/** Each topic's illustration and colour: muted tones that sit beside any brand variant's palette. */
const TOPIC_LOOK: Record<ArticleTopicId, { icon: IconName; colour: string }> = {
  "hookah-care": { icon: "hookah", colour: "#2f6f73" },
  flavours: { icon: "tobacco", colour: "#a85a3c" },
  charcoal: { icon: "charcoal", colour: "#434a57" },
  accessories: { icon: "accessory", colour: "#5b4f86" },
  news: { icon: "bowl", colour: "#4d6b3c" },
};

const PATTERNS = [
  (ink: string) => `<circle cx="24" cy="24" r="4" fill="${ink}"/>`,
  (ink: string) => `<path d="M0 48 48 0" stroke="${ink}" stroke-width="5"/>`,
  (ink: string) => `<circle cx="24" cy="24" r="16" stroke="${ink}" stroke-width="3" fill="none"/>`,
  (ink: string) => `<path d="M0 24h48M24 0v48" stroke="${ink}" stroke-width="2"/>`,
];

function articleCoverSvg(input: { slug: string; topic: ArticleTopicId }): string {
  const look = TOPIC_LOOK[input.topic];
  const hash = hashOf(input.slug);
  const light = shade(look.colour, 0.25 + (hash % 3) * 0.08);
  const dark = shade(look.colour, -0.35);
  const ink = inkOn(light);
  const pattern = PATTERNS[hash % PATTERNS.length] as (ink: string) => string;
  const angle = ((hash >>> 3) % 25) - 12;
  const cx = 600 + (((hash >>> 8) % 5) - 2) * 70;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<pattern id="pt" width="48" height="48" patternUnits="userSpaceOnUse">${pattern(ink)}</pattern>`;
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#pt)" opacity="0.1"/>` +
    `<circle cx="${cx}" cy="338" r="250" fill="${ink}" opacity="0.08"/><circle cx="${cx}" cy="338" r="190" fill="${ink}" opacity="0.06"/>` +
    `<g transform="translate(${cx} 338) rotate(${angle}) scale(2) translate(-100 -100)">${drawIcon(look.icon, ink, dark)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${escapeXml(input.slug)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** The drawn cover of a published article; NOT_FOUND for an unknown, draft or not yet published one. */
export async function renderArticleCover(db: Db, slug: string, now = new Date()): Promise<string> {
  const topic = await findBlogArticleTopic(db, slug, now);
  if (!topic) throw new AppError("NOT_FOUND");
  return articleCoverSvg({ slug, topic });
}
