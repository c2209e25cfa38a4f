// Privacy Policy text (last updated 14 Jul 2025): what is collected, what this browser keeps (src/platform's stores),
// and the analytics script, which loads only when a measurement id is configured and the visitor consents.
import { SUPPORT_EMAIL } from '../../lib/contact/mailto';
import { LEGAL_LAST_UPDATED } from './last-updated';

export function PrivacyPolicy() {
  return (
    <article className="prose" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy Policy</h2>
      <p>
        <em>
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
        </em>
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

      <h3>What is stored on your device</h3>
      <p>
        The app keeps these in your browser's own storage, on your device. The app itself sets no cookies; the analytics
        script below sets its own when it is loaded.
      </p>
      <ul>
        <li>
          Your sign-in session (local and session storage), so you stay signed in between visits. Signing out removes
          it.
        </li>
        <li>A cached copy of your credit balance (local storage), so it shows before our servers answer.</li>
        <li>
          Saved areas (IndexedDB and the browser's cache storage): the zoning, parcel and map data of the areas you save
          for offline use, until you delete them.
        </li>
        <li>
          Kept reports (IndexedDB): the PDFs of reports you keep for offline reading, stored under your account and
          removed when you sign out.
        </li>
        <li>
          Your recent address searches, the map place you left to sign in or buy credits, analyses still waiting for an
          answer, and the version of the zoning data in use (local and session storage).
        </li>
        <li>The app itself, so it opens without a connection (the service worker's cache).</li>
      </ul>
      <p>Clearing this site's data in your browser removes all of it.</p>

      <h3>Analytics</h3>
      <p>
        Where we have configured it, the app loads Google Analytics (Google's gtag script) to count how the Service is
        used: pages viewed, map searches, pricing and enterprise inquiries, blog articles read, sign-in method, sample
        report downloads, purchases and errors. The script is loaded only when a Google Analytics measurement ID is
        configured and you have given your consent; if you decline, it is never loaded. Once loaded, it keeps Google
        Analytics cookies in your browser to tell visits apart. These events go to Google, not to our servers, and
        Google's own privacy policy applies to them. You can change your choice at any time with Analytics choice at
        the foot of every page: the app stops sending at once and asks you again.
      </p>

      <h3>Storage and retention</h3>
      <p>
        We keep account data while your account is open. When you delete your account we delete your profile, saved
        reports and report files, except records we must keep for tax or legal reasons.
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
        Questions or requests: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We reply within 24 hours on
        business days.
      </p>
    </article>
  );
}
