// /legal: Terms of Service and Privacy Policy as two tabs. The tab chosen is in the URL (?tab=terms, ?tab=privacy), so
// a reload keeps it and a shared link opens it; no tab, or one the page does not have, opens the terms.
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

type LegalTab = 'terms' | 'privacy';

const LEGAL_TAB_PARAM = 'tab';

const TABS = [
  { id: 'terms', label: 'Terms of Service', render: () => <TermsOfService /> },
  { id: 'privacy', label: 'Privacy Policy', render: () => <PrivacyPolicy /> },
] as const;

function tabOf(value: string | null): LegalTab {
  return value === 'privacy' ? 'privacy' : 'terms';
}

export function LegalPage() {
  const [params, setParams] = useSearchParams();
  const selected = tabOf(params.get(LEGAL_TAB_PARAM));
  const select = (id: LegalTab) => {
    // Only the tab changes: any other query (a campaign tag, say) stays. Replacing, not pushing, keeps Back for
    // leaving the page rather than stepping through tabs.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LEGAL_TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <Page title="Legal" lead="The terms that govern ZoneBrief and how we handle your information.">
      <Tabs<LegalTab> label="Legal documents" tabs={TABS} selected={selected} onSelect={select} />
    </Page>
  );
}
