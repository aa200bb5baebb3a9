import { useEffect } from 'react';

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

/** Sets the page's title and meta description (one of each, shared with index.html). */
export function usePageMeta(title: string | null | undefined, description?: string | null) {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag().content = description?.trim() || DEFAULT_DESCRIPTION;
  }, [title, description]);
}
