import { usePageMeta } from '../../app/page-meta';

export default function HomePage() {
  usePageMeta(null);
  return <h1 className="container">Lovely Gifts</h1>;
}
