// Which options of a product a shopper may ask "Notify me" about: a sold-out product without options (null), or each
// sold-out option of one with options. Pure.

export interface OptionStock {
  readonly inStock: boolean;
  readonly hasVariant: boolean;
  readonly variants: readonly { readonly name: string; readonly inStock: boolean }[];
}

export function soldOutOptions(product: OptionStock): (string | null)[] {
  if (!product.hasVariant || product.variants.length === 0) return product.inStock ? [] : [null];
  return product.variants.filter((option) => !option.inStock).map((option) => option.name);
}
