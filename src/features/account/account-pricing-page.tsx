// /account/pricing: buy credits while signed in.
import { EnterpriseOffer, SingleReportOffer } from '../../ui/offer-cards';
import { AccountLayout } from './account-layout';

export function AccountPricingPage() {
  return (
    <AccountLayout title="Plans & Pricing" purpose="purchase credits">
      {(_user, credits) => (
        <>
          <p className="page__lead">You have {credits ?? '...'} credits. One credit buys one analysis.</p>
          <h2 className="sr-only">Plans</h2>
          <div className="offers">
            <SingleReportOffer
              action={
                <button type="button" className="button button--primary button--block">
                  Purchase
                </button>
              }
            />
            <EnterpriseOffer />
          </div>
        </>
      )}
    </AccountLayout>
  );
}
