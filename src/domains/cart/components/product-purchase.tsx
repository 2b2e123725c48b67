'use client';

import { useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import controls from '@/components/controls.module.css';
import { Glyph } from '@/components/glyph';
import { chooseColor } from '@/domains/catalog/components/chosen-color';
import { imagesForColor, initialVariant } from '@/domains/catalog/components/gallery-order';
import { Price } from '@/domains/catalog/components/price';
import type { ProductImage, ProductOption, ProductVariant } from '@/domains/catalog/queries';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import { WishlistButton } from '@/domains/wishlist/components/wishlist-button';
import { formatNumber, pageDigits, toAsciiDigits, type WrittenAmounts } from '@/lib/money';
import { addToCart, MAX_LINE_QUANTITY } from '../cart-store';
import classes from './product-purchase.module.css';

// "Tell me when it is back" comes with the first sold-out choice a shopper meets: most product pages never need it.
const StockAlertForm = lazy(() =>
  import('@/domains/stock-alerts/components/stock-alert-form').then((m) => ({ default: m.StockAlertForm })),
);

type Props = {
  /** At or below this stock the page says how few are left (Settings: low-stock threshold). */
  lowStockThreshold: number;
  product: {
    id: number;
    slug: string;
    name: string;
    /** The photos with their colours: the cart line shows the chosen colour's first. */
    images: ProductImage[];
    price: number;
    compareAtPrice: number | null;
    colors: ProductOption[];
    sizes: ProductOption[];
    variants: ProductVariant[];
  };
  currency: string;
  /** Every price, compare-at price and saving the page can show, as the server wrote them (purchaseAmounts). */
  written?: WrittenAmounts;
};

/**
 * Price, colour and size pickers, quantity and "Add to cart". Combinations with no stock are disabled and say
 * 'Out Of Stock'; a variant's own price replaces the product's. The cart lives in the browser (cart-store).
 */
export function ProductPurchase({ product, currency, lowStockThreshold, written }: Props) {
  const t = useTranslations('product');
  const locale = useLocale();
  const id = useId();
  const money = useDisplayMoney(written);
  const { variants, colors, sizes } = product;
  const variantOf = (colorId: number | null, sizeId: number | null) =>
    variants.find((v) => v.colorId === colorId && v.sizeId === sizeId);
  const initial = initialVariant(variants);
  const [colorId, setColorId] = useState(initial?.colorId ?? null);
  const [sizeId, setSizeId] = useState(initial?.sizeId ?? null);
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState<string | null>(null);
  // The cart lives in the browser: until the island is interactive, its buttons would do nothing, so they wait.
  const ready = useMounted();

  const selected = variantOf(colorId, sizeId);
  const stock = selected?.stock ?? 0;
  const soldOut = !variants.some((v) => v.stock > 0);
  const price = selected?.price ?? product.price;
  const compareAt =
    product.compareAtPrice !== null && product.compareAtPrice > price ? product.compareAtPrice : null;
  const colorInStock = (c: number) => variants.some((v) => v.colorId === c && v.stock > 0);
  const sizeInStock = (s: number) => (variantOf(colorId, s)?.stock ?? 0) > 0;

  const pickColor = (c: number) => {
    setColorId(c);
    // The gallery shows this colour's photos first.
    chooseColor(product.id, c);
    // Keep the size if that combination can be bought, else move to the first size that can.
    if (sizes.length && !((variantOf(c, sizeId)?.stock ?? 0) > 0)) {
      const next = sizes.find((s) => (variantOf(c, s.id)?.stock ?? 0) > 0);
      if (next) setSizeId(next.id);
    }
    setQuantity(1);
  };
  // What "Tell me when it is back" offers: the chosen colour's sold-out sizes, and every size of a colour (or of a
  // product) with none left, named by what tells them apart.
  const colorName = (c: number | null) => colors.find((o) => o.id === c)?.name ?? null;
  const sizeName = (s: number | null) => sizes.find((o) => o.id === s)?.name ?? null;
  const alertOptions = variants
    .filter((v) => v.stock <= 0 && (soldOut || v.colorId === colorId || !colorInStock(v.colorId ?? -1)))
    .map((v) => ({
      variantId: v.id,
      label:
        v.colorId !== colorId
          ? [colorName(v.colorId), sizeName(v.sizeId)].filter(Boolean).join(' / ')
          : sizeName(v.sizeId),
    }));
  const clamp = (n: number) =>
    Math.max(1, Math.min(Number.isFinite(n) ? Math.floor(n) : 1, Math.max(stock, 1)));

  const add = () => {
    if (!selected || selected.stock < 1) return;
    const asked = clamp(quantity);
    const added = addToCart({
      variantId: selected.id,
      productId: product.id,
      quantity: asked,
      name: product.name,
      slug: product.slug,
      image: imagesForColor(product.images, selected.colorId)[0]?.key ?? null,
      price,
      color: colors.find((c) => c.id === selected.colorId)?.name ?? null,
      size: sizes.find((s) => s.id === selected.sizeId)?.name ?? null,
      stock: selected.stock,
    });
    // The cart holds at most the stock: say so rather than claim units were added that were not.
    const values = {
      name: product.name,
      n: formatNumber(Math.min(selected.stock, MAX_LINE_QUANTITY), locale),
    };
    if (added === asked) notifications.show({ message: t('added', values), color: 'green' });
    else if (added > 0) notifications.show({ message: t('addedUpToStock', values), color: 'green' });
    else notifications.show({ message: t('allInCart', values), color: 'orange' });
  };

  return (
    <div className={classes.purchase}>
      <div>
        <Price price={price} compareAtPrice={compareAt} currency={currency} size="lg" written={written} />
        {compareAt !== null && (
          <p className={classes.save}>{t('save', { amount: money(compareAt - price, currency) })}</p>
        )}
      </div>

      {colors.length > 0 && (
        <fieldset className={classes.options}>
          <legend className={classes.legend}>
            {t('color')}: {colors.find((c) => c.id === colorId)?.name}
          </legend>
          <div className={classes.choices}>
            {colors.map((color) => {
              const available = colorInStock(color.id);
              return (
                <label key={color.id} className={classes.choice}>
                  <input
                    type="radio"
                    name={`${id}-color`}
                    value={color.id}
                    checked={colorId === color.id}
                    disabled={!available}
                    onChange={() => pickColor(color.id)}
                  />
                  <span
                    className={classes.swatch}
                    style={{ background: color.swatch ?? undefined }}
                    aria-hidden
                  />
                  <span className={classes.choiceName}>{color.name}</span>
                  {!available && <span className={classes.soldOut}>{t('outOfStock')}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {sizes.length > 0 && (
        <fieldset className={classes.options}>
          <legend className={classes.legend}>{t('size')}</legend>
          <div className={classes.choices}>
            {sizes.map((size) => {
              const available = sizeInStock(size.id);
              return (
                <label key={size.id} className={classes.choice}>
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={size.id}
                    checked={sizeId === size.id}
                    disabled={!available}
                    onChange={() => {
                      setSizeId(size.id);
                      setQuantity(1);
                    }}
                  />
                  <span className={classes.choiceName}>{size.name}</span>
                  {!available && <span className={classes.soldOut}>{t('outOfStock')}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {soldOut ? (
        <div className={classes.alert} role="alert">
          {t('productOutOfStock')}
        </div>
      ) : selected && stock > 0 ? (
        <p
          className={classes.note}
          style={{
            fontWeight: 500,
            color: `var(--mantine-color-${stock <= lowStockThreshold ? 'orange' : 'green'}-text)`,
          }}
        >
          {stock <= lowStockThreshold
            ? t('lowStock', { count: stock, n: formatNumber(stock, locale) })
            : t('inStock')}
        </p>
      ) : (
        <p className={classes.note} style={{ color: 'var(--mantine-color-dimmed)' }}>
          {selected ? t('outOfStock') : t('chooseOptions')}
        </p>
      )}

      <div className={classes.buyRow}>
        <div>
          <label htmlFor={`${id}-qty`} className={classes.quantityLabel}>
            {t('quantity')}
          </label>
          <div className={classes.quantity}>
            <button
              type="button"
              className={`${controls.iconButton} mantine-focus-auto`}
              aria-label={t('decrease')}
              onClick={() => setQuantity((q) => clamp(q - 1))}
              disabled={!ready || quantity <= 1 || stock < 1}
            >
              <Glyph name="minus" size={16} />
            </button>
            {/* Text, not a number field, so an Arabic page shows the quantity in its own digits (typed in
                either); a number field has the browser's Western ones. */}
            <input
              id={`${id}-qty`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              // What is being typed shows as typed (an emptied field stays empty); leaving it shows the quantity.
              value={typed ?? pageDigits(String(quantity), locale)}
              onChange={(event) => {
                const digits = toAsciiDigits(event.currentTarget.value).replace(/\D/g, '');
                setTyped(pageDigits(digits, locale));
                if (digits) setQuantity(clamp(Number(digits)));
              }}
              onBlur={() => setTyped(null)}
              disabled={stock < 1}
              dir="ltr"
            />
            <button
              type="button"
              className={`${controls.iconButton} mantine-focus-auto`}
              aria-label={t('increase')}
              onClick={() => setQuantity((q) => clamp(q + 1))}
              disabled={!ready || quantity >= stock}
            >
              <Glyph name="plus" size={16} />
            </button>
          </div>
        </div>
        <button
          type="button"
          className={`${controls.button} ${classes.addToCart} mantine-focus-auto`}
          data-size="md"
          onClick={add}
          disabled={!ready || soldOut || !selected || stock < 1}
        >
          <Glyph name="bagPlus" size={18} />
          {t('addToCart')}
        </button>
        <WishlistButton productId={product.id} />
      </div>
      {alertOptions.length > 0 && (
        <Suspense fallback={null}>
          <StockAlertForm key={colorId ?? 'all'} options={alertOptions} />
        </Suspense>
      )}
      {selected && (
        <p className={classes.sku}>
          {t('sku')}: {/* An identifier, kept as stored (docs/translation-glossary.md). */}
          <bdi dir="ltr">{selected.sku}</bdi>
        </p>
      )}
    </div>
  );
}
