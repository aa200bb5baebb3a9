// The types of the owner's search synonyms, apart from their use case so the admin model can name them.
import type { SearchSynonym } from '../../domain/search-query.js';
import type { UserError } from '../../domain/user-errors.js';
import type { AdminActor } from '../../shared/admin-actor.js';

export interface SearchSynonymsView {
  readonly synonyms: readonly SearchSynonym[];
  /** True while the owner has saved none: the shop's defaults apply. */
  readonly isDefault: boolean;
}

export interface SearchSynonymsChange {
  readonly synonyms: SearchSynonymsView | null;
  readonly userErrors: readonly UserError[];
}

export interface SearchSynonymsEditing {
  /** The synonyms as Firestore holds them now (the page right after a save must show the save). */
  searchSynonyms(): Promise<SearchSynonymsView>;
  /** Replaces the synonyms; nothing is written when any entry is wrong. */
  updateSearchSynonyms(actor: AdminActor, synonyms: readonly SearchSynonym[]): Promise<SearchSynonymsChange>;
}
