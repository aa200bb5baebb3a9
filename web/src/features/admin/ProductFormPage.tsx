import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { toast } from '../../lib/toast';
import { ADMIN_URLS, adminProductUrl, productUrl } from '../../lib/urls';
import { Button, buttonClass, LoadError, Spinner, TextArea, TextField } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { errorMessage } from './admin-errors';
import { AdminCategoriesQuery } from './admin-catalog-documents';
import { AdminPage } from './AdminPage';
import { ImageManager } from './ImageManager';
import { EMPTY_PRODUCT_FORM, formStateOf, inputOf, type ProductFormState } from './product-form';
import styles from './admin-form.module.css';

const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductFields
    }
  }
`);

const CreateProduct = graphql(`
  mutation AdminCreateProduct($input: AdminProductInput!) {
    adminCreateProduct(input: $input) {
      ...AdminProductPayloadFields
    }
  }
`);

const UpdateProduct = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {
    adminUpdateProduct(id: $id, input: $input) {
      ...AdminProductPayloadFields
    }
  }
`);

const GST_RATES = ['0', '3', '5', '18', '40'];

/** /admin/products/new and /admin/products/<id>: the product form. */
export default function ProductFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, loading, error, refetch } = useQuery(AdminProductQuery, {
    variables: { id },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  if (isNew) return <ProductForm key="new" product={null} />;
  if (loading) return <Spinner centered label="Loading the product" />;
  if (error || !data) {
    return (
      <LoadError onRetry={() => void refetch()}>
        The product could not be loaded{error ? `: ${errorMessage(error)}` : '.'}
      </LoadError>
    );
  }
  if (!data.adminProduct) {
    return (
      <AdminPage title="Product not found">
        <p>
          This product no longer exists. <Link to={ADMIN_URLS.products}>Back to the products</Link>
        </p>
      </AdminPage>
    );
  }
  return <ProductForm key={id} product={data.adminProduct} />;
}

function ProductForm({ product }: { product: AdminProductFieldsFragment | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductFormState>(product ? formStateOf(product) : EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useQuery(AdminCategoriesQuery).data?.adminCategories ?? [];
  const [create, creating] = useMutation(CreateProduct);
  const [update, updating] = useMutation(UpdateProduct);
  const subcategories = categories.find((entry) => entry.name === form.category)?.subcategories ?? [];

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const err = (field: string) => errors[field] ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const input = inputOf(form);
      const answer = product
        ? (await update({ variables: { id: product.id, input } })).data?.adminUpdateProduct
        : (await create({ variables: { input } })).data?.adminCreateProduct;
      const problems = answer?.userErrors ?? [];
      if (problems.length > 0 || !answer?.product) {
        setErrors(Object.fromEntries(problems.map((problem) => [problem.field ?? 'form', problem.message])));
        toast.error(problems[0]?.message ?? 'The product could not be saved.');
        // The first field at fault comes into view.
        window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
        return;
      }
      setErrors({});
      toast.success(product ? 'Product saved' : 'Product added');
      if (!product) void navigate(adminProductUrl(answer.product.id), { replace: true });
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  return (
    <AdminPage
      title={product ? `Edit ${product.productName}` : 'Add product'}
      actions={
        <>
          {product && !product.hidden && (
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={productUrl(product.id)}
              target="_blank"
              rel="noreferrer"
            >
              View in the shop ↗
            </a>
          )}
          <Link className={buttonClass({ variant: 'ghost' })} to={ADMIN_URLS.products}>
            Back to products
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Details</h2>
          <TextField
            label="Product name"
            value={form.productName}
            onChange={(event) => set('productName', event.target.value)}
            error={err('productName')}
            maxLength={120}
          />
          <div className={styles.row}>
            <SelectField
              label="Category"
              value={form.category}
              onChange={(event) =>
                setForm((current) => ({ ...current, category: event.target.value, subCategory: '' }))
              }
              error={err('category')}
            >
              <option value="">Choose a category</option>
              {categories.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Subcategory"
              value={form.subCategory}
              onChange={(event) => set('subCategory', event.target.value)}
              error={err('subCategory')}
              disabled={subcategories.length === 0}
            >
              <option value="">None</option>
              {subcategories.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </SelectField>
          </div>
          <TextArea
            label="Short description"
            rows={4}
            value={form.shortDescription}
            onChange={(event) => set('shortDescription', event.target.value)}
            error={err('shortDescription')}
          />
        </section>

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Images</h2>
          <ImageManager urls={form.mediaUrls} onChange={(urls) => set('mediaUrls', urls)} error={err('mediaUrls')} />
        </section>

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Price and tax</h2>
          <div className={styles.row}>
            <TextField
              label="Selling price (₹)"
              inputMode="decimal"
              value={form.sellingPrice}
              onChange={(event) => set('sellingPrice', event.target.value)}
              error={err('sellingPrice')}
              hint="Including GST"
            />
            <TextField
              label="MRP (₹)"
              inputMode="decimal"
              value={form.mrp}
              onChange={(event) => set('mrp', event.target.value)}
              error={err('mrp')}
              hint="Shown struck through when higher"
            />
          </div>
          <div className={styles.row}>
            <SelectField
              label="GST rate"
              value={form.gstRate}
              onChange={(event) => set('gstRate', event.target.value)}
              error={err('gstRate')}
            >
              <option value="">The shop's default</option>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate} %
                </option>
              ))}
            </SelectField>
            <TextField
              label="HSN code"
              inputMode="numeric"
              value={form.hsnCode}
              onChange={(event) => set('hsnCode', event.target.value)}
              error={err('hsnCode')}
              hint="4, 6 or 8 digits"
            />
            <TextField
              label="Country of origin"
              value={form.countryOfOrigin}
              onChange={(event) => set('countryOfOrigin', event.target.value)}
              error={err('countryOfOrigin')}
            />
          </div>
        </section>

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Stock</h2>
          <Checkbox checked={form.hasVariant} onChange={(event) => set('hasVariant', event.target.checked)}>
            This product has variants (size, colour …) with their own stock
          </Checkbox>
          {!form.hasVariant && (
            <TextField
              label="Units in stock"
              className={styles.narrow}
              inputMode="numeric"
              value={form.stock}
              onChange={(event) => set('stock', event.target.value)}
              error={err('stock')}
            />
          )}
          {form.hasVariant && (
            <div className={styles.variants}>
              {err('variants') && (
                <p className={styles.fieldError} role="alert">
                  {err('variants')}
                </p>
              )}
              {form.variants.map((variant, index) => (
                <div className={styles.variantRow} key={index}>
                  <TextField
                    label={`Variant ${index + 1} name`}
                    value={variant.name}
                    onChange={(event) =>
                      set(
                        'variants',
                        form.variants.map((v, i) => (i === index ? { ...v, name: event.target.value } : v)),
                      )
                    }
                    error={err(`variants[${index}].name`)}
                  />
                  <TextField
                    label="Stock"
                    inputMode="numeric"
                    value={variant.stock}
                    onChange={(event) =>
                      set(
                        'variants',
                        form.variants.map((v, i) => (i === index ? { ...v, stock: event.target.value } : v)),
                      )
                    }
                    error={err(`variants[${index}].stock`)}
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Remove variant ${index + 1}`}
                    onClick={() =>
                      set(
                        'variants',
                        form.variants.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove
                  </Button>
                </div>
              ))}
              <Button
                variant="secondary"
                size="small"
                onClick={() => set('variants', [...form.variants, { name: '', stock: '0' }])}
              >
                Add variant
              </Button>
            </div>
          )}
          <Checkbox checked={form.isLimitedOffer} onChange={(event) => set('isLimitedOffer', event.target.checked)}>
            Limited offer
          </Checkbox>
          {form.isLimitedOffer && (
            <TextField
              label="Maximum quantity per order"
              className={styles.narrow}
              inputMode="numeric"
              value={form.limitedOfferMaxQuantity}
              onChange={(event) => set('limitedOfferMaxQuantity', event.target.value)}
              error={err('limitedOfferMaxQuantity')}
              hint="Leave empty for no cap"
            />
          )}
        </section>

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Visibility</h2>
          <Checkbox checked={form.hidden} onChange={(event) => set('hidden', event.target.checked)}>
            Hidden: not listed to shoppers (old orders keep their copy)
          </Checkbox>
        </section>

        {errors['form'] && (
          <p className={styles.fieldError} role="alert">
            {errors['form']}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={creating.loading || updating.loading}>
            {product ? 'Save changes' : 'Add product'}
          </Button>
          <Link className={buttonClass({ variant: 'ghost' })} to={ADMIN_URLS.products}>
            Cancel
          </Link>
        </div>
      </form>
    </AdminPage>
  );
}
