import { DEFAULT_SEARCH_SYNONYMS } from '../../domain/search-query.js';
import { normaliseSynonyms, validateSynonyms } from '../../domain/search-synonym-validation.js';
import { recordAudit } from '../../shared/audit-log.js';
import { SEARCH_SYNONYMS_DOCUMENT, SETTINGS } from '../documents/collections.js';
import { parseSearchSynonymsDocument, searchSynonymsDocument } from '../documents/search-synonyms-document.js';
import type { CatalogAdminContext } from './catalog-admin-model.js';
import type { SearchSynonymsEditing, SearchSynonymsView } from './search-synonyms-model.js';

/** The owner's search synonyms (settings/searchSynonyms); the catalog listener brings a change to every server. */
export function createSearchSynonymsEditing(context: CatalogAdminContext): SearchSynonymsEditing {
  const ref = context.db.collection(SETTINGS).doc(SEARCH_SYNONYMS_DOCUMENT);
  const read = async (): Promise<SearchSynonymsView> => {
    const snapshot = await ref.get();
    const stored = snapshot.exists ? parseSearchSynonymsDocument(snapshot.data()) : null;
    return stored === null
      ? { synonyms: DEFAULT_SEARCH_SYNONYMS, isDefault: true }
      : { synonyms: stored, isDefault: false };
  };
  return {
    searchSynonyms: read,
    async updateSearchSynonyms(actor, input) {
      const synonyms = normaliseSynonyms(input);
      const userErrors = validateSynonyms(synonyms);
      if (userErrors.length > 0) return { synonyms: null, userErrors };
      const before = await read();
      const batch = context.db.batch();
      const data = searchSynonymsDocument(synonyms);
      batch.set(ref, data);
      await recordAudit(batch, {
        actor,
        action: 'search.synonyms',
        target: { type: 'settings', id: SEARCH_SYNONYMS_DOCUMENT },
        before: before.isDefault ? null : searchSynonymsDocument(before.synonyms),
        after: data,
      });
      await batch.commit();
      return { synonyms: { synonyms, isDefault: false }, userErrors: [] };
    },
  };
}
