import { useEffect } from 'react';

/** 'About Us · Tiffin': the page first, so a row of tabs still tells the pages apart. */
export function pageTitle(title: string, siteName?: string): string {
  return siteName ? `${title} · ${siteName}` : title;
}

type PageMeta = {
  /** The page's own title; undefined leaves the document's title alone. */
  title?: string | undefined;
  /** The restaurant's name, appended once the settings have arrived. */
  siteName?: string | undefined;
  /** The search-result snippet of the page; undefined leaves the document's description alone. */
  description?: string | undefined;
};

/**
 * Sets the document's title and meta description while a page is shown and puts the previous ones
 * back when it goes (the home page keeps the ones of index.html). One <meta name="description"> is
 * kept and updated, never a second one added.
 */
export function usePageMeta({ title, siteName, description }: PageMeta): void {
  const fullTitle = title === undefined ? undefined : pageTitle(title, siteName);

  useEffect(() => {
    if (fullTitle === undefined) return;
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [fullTitle]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/** A description cut at a word to fit a search result (about 155 characters). */
export function summarise(text: string, maxLength = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
