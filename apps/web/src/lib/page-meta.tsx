/** 'About Us · Tiffin': the page first, so a row of tabs still tells the pages apart. */
export function pageTitle(title: string, siteName?: string): string {
  return siteName ? `${title} · ${siteName}` : title;
}

type PageMetaProps = {
  /** The page's own title. */
  title: string;
  /** The restaurant's name, appended once the settings have arrived. */
  siteName?: string | undefined;
  /** The search-result snippet of the page. */
  description?: string | undefined;
};

/**
 * The document's title and meta description while a page is shown, as React 19 renders them: into
 * the head, in the browser and in the server's HTML alike. Every page renders one.
 */
export function PageMeta({ title, siteName, description }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title, siteName)}</title>
      {description !== undefined && <meta name="description" content={description} />}
    </>
  );
}

/** A description cut at a word to fit a search result (about 155 characters). */
export function summarise(text: string, maxLength = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
