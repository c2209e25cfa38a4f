// /legal: Terms of Service and Privacy Policy as two tabs; ?tab=privacy opens the second.
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

type LegalTab = 'terms' | 'privacy';

const TABS = [
  { id: 'terms', label: 'Terms of Service', render: () => <TermsOfService /> },
  { id: 'privacy', label: 'Privacy Policy', render: () => <PrivacyPolicy /> },
] as const;

export function LegalPage() {
  const [params, setParams] = useSearchParams();
  const selected: LegalTab = params.get('tab') === 'privacy' ? 'privacy' : 'terms';
  return (
    <Page title="Legal" lead="The terms that govern ZoneBrief and how we handle your information.">
      <Tabs<LegalTab>
        label="Legal documents"
        tabs={TABS}
        selected={selected}
        onSelect={(id) => setParams(id === 'terms' ? {} : { tab: id }, { replace: true })}
      />
    </Page>
  );
}
