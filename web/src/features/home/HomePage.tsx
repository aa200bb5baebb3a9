import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../lib/page-meta';
import type { HomePageQuery as HomeData, ProductCard_ProductFragment } from '../../gql/graphql';
import { GiftIcon, StarIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { LoadError } from '../../ui/LoadError';
import { ProductGrid } from '../../shop/ProductGrid';
import { BannerCarousel } from './BannerCarousel';
import styles from './HomePage.module.css';
import { graphql } from '../../gql';
import { SHOP_URL, shopUrl } from '../../lib/urls';

const HOME_RAIL_SIZE = 8;

/** Everything the home page shows, in one request. */
const HomePageQuery = graphql(`
  query HomePage($railSize: Int!) {
    marketing {
      offerTitle
      banners {
        imageUrl
        title
        subtitle
        link
      }
      reviews {
        name
        text
        rating
        location
      }
    }
    newArrivals: homeProducts(limit: $railSize) {
      ...ProductCard_product
    }
    bestSellers: products(filter: { stock: IN_STOCK }, sort: POPULAR, paging: { page: 1, pageSize: $railSize }) {
      items {
        ...ProductCard_product
      }
    }
    limitedOffers: products(filter: { limitedOffer: true, stock: IN_STOCK }, paging: { page: 1, pageSize: $railSize }) {
      items {
        ...ProductCard_product
      }
      totalCount
    }
    megaMenu {
      ...CategoryMenu
    }
  }
`);

type MenuCategory =
  HomeData['megaMenu']['withSubcategories'][number] | HomeData['megaMenu']['withoutSubcategories'][number];

/** Categories with in-stock products (the mega-menu's rule), both kinds together, sorted by name. */
function tileCategories(menu: HomeData['megaMenu']): { name: string; url: string; subcategories: string[] }[] {
  const all: MenuCategory[] = [...menu.withoutSubcategories, ...menu.withSubcategories];
  return all
    .map((category) => ({
      name: category.name,
      url: category.url,
      subcategories: 'subcategories' in category ? category.subcategories.map((sub) => sub.name) : [],
    }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/**
 * Names in alphabetical order, ignoring case, by their characters' codes: not `localeCompare`, whose first use on a
 * page sets up ICU's collator (17 ms in Chromium) in the middle of hydrating this page. For the shop's category names
 * (English words) the order is the same, except that an accented letter sorts after z.
 */
function compareNames(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

function ProductRail({
  id,
  title,
  blurb,
  products,
  viewAll,
  priorityCount = 0,
}: {
  id: string;
  title: string;
  blurb: string;
  products: readonly ProductCard_ProductFragment[];
  viewAll: string;
  priorityCount?: number;
}) {
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{blurb}</p>
        </div>
        <Link to={viewAll} className={styles.viewAll}>
          View all<span className="visually-hidden"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <ProductGrid products={products} layout="rail" priorityCount={priorityCount} label={title} />
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={`${stars} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} size={18} filled={index < stars} />
      ))}
    </span>
  );
}

function Reviews({ reviews }: { reviews: HomeData['marketing']['reviews'] }) {
  if (reviews.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-reviews">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="home-reviews">What our customers say</h2>
          <p>Smiles delivered from Coimbatore to every corner of India.</p>
        </div>
      </div>
      <ul className={styles.reviews}>
        {reviews.map((review, index) => (
          <li key={`${review.name}-${index}`}>
            <figure className={styles.review}>
              <Stars rating={review.rating} />
              <blockquote>“{review.text}”</blockquote>
              <figcaption>
                {review.name}
                {review.location && <span>{review.location}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryTiles({ categories }: { categories: ReturnType<typeof tileCategories> }) {
  if (categories.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-categories">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="home-categories">Shop by category</h2>
          <p>Find the right gift for every person and every occasion.</p>
        </div>
        <Link to={SHOP_URL} className={styles.viewAll}>
          View all<span className="visually-hidden"> products</span>
        </Link>
      </div>
      <ul className={styles.tiles}>
        {categories.map((category, index) => (
          <li key={category.name}>
            <Link to={category.url} className={`${styles.tile} ${styles[`tone${index % 6}`]}`}>
              <GiftIcon size={28} className={styles.tileIcon} />
              <span className={styles.tileName}>{category.name}</span>
              {category.subcategories.length > 0 && (
                <span className={styles.tileMeta}>
                  {category.subcategories.slice(0, 3).join(' · ')}
                  {category.subcategories.length > 3 ? ' …' : ''}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  usePageMeta(null);
  const {
    data: latest,
    loading,
    error,
    refetch,
  } = useQuery(HomePageQuery, { variables: { railSize: HOME_RAIL_SIZE } });
  // The page renders from a deferred copy: React then builds it in small time slices instead of one long task.
  const data = useDeferredValue(latest);

  if (!data) {
    return (
      <div className={`container ${styles.loading}`}>
        <h1 className="visually-hidden">Lovely Gifts</h1>
        {(loading || latest) && <Spinner centered label="Loading the shop" />}
        {error && (
          <LoadError className={styles.error} onRetry={refetch}>
            We couldn't load the shop just now. Please check your connection and try again.
          </LoadError>
        )}
      </div>
    );
  }

  const { marketing } = data;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Lovely Gifts: thoughtful gifts from Coimbatore</h1>
      {marketing.banners.length > 0 && (
        <div className="container">
          <BannerCarousel banners={marketing.banners} />
        </div>
      )}
      {marketing.offerTitle && (
        <div className="container">
          <div className={styles.offer}>
            <GiftIcon size={28} />
            <h2>{marketing.offerTitle}</h2>
          </div>
        </div>
      )}
      <ProductRail
        id="home-new"
        title="New Arrivals"
        blurb="Fresh finds, just in."
        products={data.newArrivals}
        viewAll={SHOP_URL}
        priorityCount={marketing.banners.length === 0 ? 2 : 0}
      />
      <ProductRail
        id="home-best"
        title="Best Sellers"
        blurb="The gifts everyone is loving."
        products={data.bestSellers.items}
        viewAll={shopUrl({ sort: 'popular' })}
      />
      <ProductRail
        id="home-limited"
        title="Limited Offers"
        blurb="Special prices while stocks last."
        products={data.limitedOffers.items}
        viewAll={shopUrl({ offer: 'limited' })}
      />
      <CategoryTiles categories={tileCategories(data.megaMenu)} />
      <Reviews reviews={marketing.reviews} />
    </div>
  );
}
