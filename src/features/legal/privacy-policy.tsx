// Privacy Policy text (last updated 14 Jul 2025).

export function PrivacyPolicy() {
  return (
    <article className="prose" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy Policy</h2>
      <p>
        <em>Last updated: 14 Jul 2025</em>
      </p>
      <p>
        This policy explains what personal information ZoneBrief collects, why, and the choices you have. We follow
        Canada's Personal Information Protection and Electronic Documents Act (PIPEDA).
      </p>

      <h3>What we collect</h3>
      <ul>
        <li>Account information: your e-mail address and, if you sign in with Google, your Google account's e-mail.</li>
        <li>Purchase records: products bought, credits added and used, and payment status. Card details are handled by the payment provider, not by us.</li>
        <li>Reports: the addresses and locations you analyse and the reports generated for you.</li>
        <li>Usage information: pages visited and features used, to improve the Service, and technical logs to keep it secure.</li>
      </ul>

      <h3>How we use it</h3>
      <ul>
        <li>To provide the Service: sign you in, keep your credit balance, and store and deliver your reports.</li>
        <li>To process payments and keep records required by law.</li>
        <li>To answer support requests and send service e-mails such as confirmations and password resets.</li>
        <li>To understand aggregate usage and fix problems. We do not sell personal information.</li>
      </ul>

      <h3>Map searches</h3>
      <p>
        Addresses you search and points you click are sent to our servers to look up zoning. They are kept with a report
        only when you generate one.
      </p>

      <h3>Storage and retention</h3>
      <p>
        We keep account data while your account is open. When you delete your account we delete your profile, saved
        reports and report files, except records we must keep for tax or legal reasons. Your browser may keep map data
        and the app itself for offline use; clear your site data to remove it.
      </p>

      <h3>Service providers</h3>
      <p>
        We use trusted providers for hosting, authentication, e-mail delivery and card payments. They process information
        only on our instructions and may store it outside Canada.
      </p>

      <h3>Your choices</h3>
      <p>
        You can see and correct your information in your account, delete your account at any time, and ask us for a copy
        of the personal information we hold about you.
      </p>

      <h3>Contact</h3>
      <p>
        Questions or requests: <a href="mailto:support@zonebrief.ca">support@zonebrief.ca</a>. We reply within 24 hours on
        business days.
      </p>
    </article>
  );
}
