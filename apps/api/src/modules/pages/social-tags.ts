import type { SharedPhoto } from './share-photo.ts';

/** The five characters React and this file escape in HTML, and back. */
const ESCAPED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const UNESCAPED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPED[char] ?? char);
const unescapeHtml = (html: string): string =>
  html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => UNESCAPED[entity] ?? entity);

/** The title and description React rendered into a page's head (lib/page-meta.tsx), as text. */
export function headText(head: string): { title: string; description: string | null } | null {
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  if (title === undefined) return null;
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  return {
    title: unescapeHtml(title),
    description: description === undefined ? null : unescapeHtml(description),
  };
}

export type SocialCard = {
  title: string;
  description: string | null;
  /** The page's absolute address */
  url: string;
  siteName: string;
  photo: SharedPhoto | null;
};

/**
 * What a shared link shows (issue 52): Open Graph's tags, which Facebook, WhatsApp, iMessage, Slack
 * and LinkedIn read, and Twitter's card, which falls back to Open Graph's title, description and
 * image for what it does not name. A large card with the dish photo when there is one.
 */
export function socialTags({ title, description, url, siteName, photo }: SocialCard): string {
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(value))}">`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;
  return [
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:locale', 'en_IE'),
    property('og:url', url),
    property('og:title', title),
    ...(description === null ? [] : [property('og:description', description)]),
    ...(photo === null
      ? []
      : [
          property('og:image', photo.url),
          property('og:image:type', 'image/jpeg'),
          property('og:image:width', photo.width),
          property('og:image:height', photo.height),
          property('og:image:alt', photo.alt),
        ]),
    named('twitter:card', photo === null ? 'summary' : 'summary_large_image'),
    ...(photo === null ? [] : [named('twitter:image:alt', photo.alt)]),
  ].join('');
}
