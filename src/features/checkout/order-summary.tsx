// What is being bought, for how much, and the banner that says this checkout takes only test cards.
import type { EmbeddedCheckoutSummary } from '../../lib/api/payments';
import { DescriptionList } from '../../ui/description-list';
import { formatCad } from './money';

export function OrderSummary({ summary }: { summary: EmbeddedCheckoutSummary }) {
  const { product } = summary;
  return (
    <section className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout__section-title">
        Order summary
      </h2>
      <p className="checkout__product">{product.name}</p>
      {product.description ? <p className="checkout__description">{product.description}</p> : null}
      <DescriptionList
        items={[
          { term: 'Credits', value: `${product.credits} ${product.credits === 1 ? 'credit' : 'credits'}` },
          { term: 'Account', value: summary.customer_email },
        ]}
      />
      <p className="checkout__total">Total: {formatCad(summary.amount_cad)}</p>
    </section>
  );
}

export function TestCardBanner() {
  return (
    <section className="notice notice--warning checkout__test-banner" aria-labelledby="checkout-test-title">
      <h2 id="checkout-test-title" className="checkout__section-title">
        Test checkout: no real card is charged
      </h2>
      <p>This is ZoneBrief's embedded test checkout. Use one of these card numbers with any future expiry date and any 3-digit CVC:</p>
      <ul>
        <li>
          <strong>4242 4242 4242 4242</strong> pays
        </li>
        <li>
          <strong>4000 0000 0000 0002</strong> is declined
        </li>
      </ul>
    </section>
  );
}
