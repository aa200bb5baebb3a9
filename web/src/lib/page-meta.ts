import { createContext, useContext, useEffect } from 'react';

export const SHOP_NAME = 'Lovely Gifts';
export const DEFAULT_DESCRIPTION =
  'Lovely Gifts, Coimbatore: personalised gifts, hampers, home décor and keepsakes, gift-wrapped and delivered across India.';

/** The document title for a page: "Page | Lovely Gifts", or the shop's own title for the home page. */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} | Thoughtful gifts from Coimbatore`;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** The title and description a page asked for, as the server's renderer writes them into the page's head. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Provided only by the server's renderer: effects do not run there, so the page's meta is noted while it renders
 * (the last page rendered wins, the same as the last effect in the browser).
 */
export const PageMetaSink = createContext<PageMeta | null>(null);

/** Sets the page's title and meta description (one of each, shared with index.html). */
export function usePageMeta(title: string | null | undefined, description?: string | null) {
  const sink = useContext(PageMetaSink);
  if (sink) {
    sink.title = pageTitle(title);
    sink.description = description?.trim() || DEFAULT_DESCRIPTION;
  }
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag().content = description?.trim() || DEFAULT_DESCRIPTION;
  }, [title, description]);
}
