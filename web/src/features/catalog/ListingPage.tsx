export interface ListingPageProps {
  mode: 'shop' | 'category';
}

export default function ListingPage({ mode }: ListingPageProps) {
  return <h1 className="container">{mode === 'shop' ? 'Shop' : 'Category'}</h1>;
}
