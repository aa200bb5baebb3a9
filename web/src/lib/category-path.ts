/** "Category › Subcategory", or just the category when there is no subcategory. */
export function categoryPath(category: string, subCategory: string | null | undefined): string {
  return subCategory ? `${category} › ${subCategory}` : category;
}
