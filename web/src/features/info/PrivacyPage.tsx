import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../lib/paths';
import { BulletList, LegalDocument, Paragraph } from './LegalDocument';
import type { LegalSection } from './LegalDocument';
import { useCompanyDetails, legalLastUpdated } from './company';
import type { CompanyDetails } from './company';

export interface PrivacyPageProps {
  company?: CompanyDetails;
  lastUpdated?: string;
}

/** Where the Data Protection Commission of Ghana takes complaints. */
export const DATA_PROTECTION_COMMISSION_URL = 'https://www.dataprotection.org.gh';

// Issue 21: this page says exactly what the product does. When it changes, an admin publishes a new Privacy Policy
// version (Configuration → Terms and Privacy Policy versions) and customers are asked to accept it.
function privacySections(company: CompanyDetails): LegalSection[] {
  const dpoEmail = <Link href={`mailto:${company.dataProtectionOfficerEmail}`}>{company.dataProtectionOfficerEmail}</Link>;
  const profile = (
    <Link component={RouterLink} to={paths.profile}>
      Profile
    </Link>
  );
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      content: (
        <>
          <Paragraph>
            {company.legalName} (&quot;{company.name}&quot;, &quot;we&quot;, &quot;us&quot;) provides rent assistance and Buy Now Pay Later
            credit in Ghana. We decide why and how your personal data is used, so we are the data controller under the Data
            Protection Act, 2012 (Act 843).
          </Paragraph>
          <Paragraph>
            We are registered as a data controller with the Data Protection Commission of Ghana. Our office is at {company.officeAddress}.
            Our Data Protection Officer can be reached at {dpoEmail}.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect and why',
      content: (
        <>
          <Paragraph>We collect only what the service needs, and only from what you enter, upload or do in the app:</Paragraph>
          <BulletList
            items={[
              <>
                <strong>Account:</strong> your name, email address and password (stored only as a salted hash). Why: to sign you in and
                contact you about your account.
              </>,
              <>
                <strong>Profile:</strong> phone number, date of birth, Ghana Card number and residential address. Why: to confirm who you
                are before we lend, and to reach you about repayments.
              </>,
              <>
                <strong>Applications:</strong> the rent, landlord and property details, your employer, income and employment, and your
                emergency contacts. Why: to check affordability and decide on your application. Please tell your emergency contacts that
                you shared their details with us.
              </>,
              <>
                <strong>Documents:</strong> the files you upload (Ghana Card, payslips, tenancy agreement and similar). Why: to verify
                what your application says.
              </>,
              <>
                <strong>Orders, loans and payments:</strong> what you buy with Buy Now Pay Later, the delivery address and phone, your
                repayment schedule, payments and receipts. Why: to deliver your order, run your loan and keep the records the law requires.
              </>,
              <>
                <strong>Support:</strong> the tickets and messages you send us. Why: to answer you.
              </>,
              <>
                <strong>Consent records:</strong> which version of the Terms of Service and of this policy you accepted, when, and the IP
                address and browser you used. Why: to show what you agreed to.
              </>,
              <>
                <strong>Security data:</strong> your IP address and browser when you sign in, your active sessions and failed sign-ins.
                Why: to keep your account safe.
              </>,
            ]}
          />
          <Paragraph>We do not sell your personal data and we do not use advertising cookies or trackers.</Paragraph>
        </>
      ),
    },
    {
      id: 'consent-and-versions',
      title: 'Consent and versions of this policy',
      content: (
        <>
          <Paragraph>
            When you register, you tick a box to accept the Terms of Service and this Privacy Policy; it is never ticked for you. We record
            the version of each document you accepted, the time, and the IP address and browser you used.
          </Paragraph>
          <Paragraph>
            When we publish a new version, the app shows you a banner with a summary of what changed and an Accept button. Until you accept
            the current versions you can still use your account, make payments and read your documents, but you cannot submit a new
            application or check out with Buy Now Pay Later.
          </Paragraph>
          <Paragraph>
            Marketing messages are separate: we send them only if you opt in, and you can opt out at any time ({profile} → Messages).
          </Paragraph>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      content: (
        <BulletList
          items={[
            <>
              <strong>Service providers</strong> working for us under contract: hosting and storage, payment processing (card and mobile
              money), and SMS and email delivery.
            </>,
            <>
              <strong>Credit bureaus licensed by the Bank of Ghana</strong>, under the Credit Reporting Act, 2007 (Act 726), when we check
              your credit for an application and when we report the loans you hold with us.
            </>,
            <>
              <strong>Your landlord or the merchant</strong>: only what is needed to pay them and confirm the tenancy or the order.
            </>,
            <>
              <strong>Regulators, the police and the courts</strong> when the law requires it.
            </>,
          ]}
        />
      ),
    },
    {
      id: 'automated-decisions',
      title: 'Automated decisions and human review',
      content: (
        <>
          <Paragraph>
            The eligibility check is automatic: it compares your income, existing debts and the amount you ask for with our published
            limits, and it shows you each reason in plain words, for a yes or a no.
          </Paragraph>
          <Paragraph>
            Applications are decided by a member of our credit team. If your application is rejected, the reason is shown on your
            application page. You can ask for a human review of a rejected application once, from that page (My Application → Ask for a
            human review). A credit analyst looks at it again and answers you there and in your notifications.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'staff-access',
      title: 'Who at our company sees your data',
      content: (
        <BulletList
          items={[
            'Staff see only what their role needs: credit analysts see applications and documents, finance sees payments, and so on.',
            'Every time a staff member opens or downloads one of your documents, we record who, which file and when. Our administrators review this trail.',
            'Staff changes to your records (decisions, payments recorded by hand, role changes) are written to an audit log that cannot be edited.',
            'Staff accounts must sign in with a second factor (an authenticator code).',
          ]}
        />
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      content: (
        <BulletList
          items={[
            'Loan records (the application, agreement, schedule, payments and the documents tied to the loan) are kept for 6 years after the loan closes, then anonymised.',
            'When you close your account, we erase your marketing preferences, the text of your support tickets, and files that are not tied to a loan.',
            'Your data export links expire after 7 days.',
          ]}
        />
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them in the app',
      content: (
        <>
          <Paragraph>Under the Data Protection Act, 2012 (Act 843) you have the right to:</Paragraph>
          <BulletList
            items={[
              <>
                <strong>Access</strong>: download your data as JSON or PDF from {profile} → Privacy → Download my data. The download link is
                valid for 7 days.
              </>,
              <>
                <strong>Correction</strong>: change your phone and address in {profile} yourself. Your name, date of birth and Ghana Card
                number are checked against your documents, so ask for a correction from {profile} → Privacy; we review it and tell you the
                outcome.
              </>,
              <>
                <strong>Erasure</strong>: request account closure from {profile} → Privacy. We refuse it while you have a loan open; once it is
                closed we keep loan records as described above and erase the rest.
              </>,
              <>
                <strong>Object to marketing</strong>: choose in {profile} → Messages. Marketing messages are optional; service messages about
                your applications, loans and payments are part of the service.
              </>,
              <>
                <strong>Human review</strong> of a decision about your application (see above).
              </>,
              <>
                <strong>Complain</strong> to the Data Protection Commission (<Link href={DATA_PROTECTION_COMMISSION_URL}>www.dataprotection.org.gh</Link>) if
                you are unhappy with how we handle your data.
              </>,
            ]}
          />
          <Paragraph>You can also email our Data Protection Officer at {dpoEmail}; we reply within 21 days.</Paragraph>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your data',
      content: (
        <BulletList
          items={[
            'All traffic to our service is encrypted in transit.',
            'Passwords are stored only as salted hashes; staff can never see them.',
            'Uploaded documents are checked by type, stored privately and served only to you and to staff whose role allows it.',
            'If a breach affects your personal data, we will tell the Data Protection Commission and you as the law requires.',
          ]}
        />
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and data on your device',
      content: (
        <Paragraph>
          We use one cookie to keep you signed in. Your browser also keeps your shopping cart, your eligibility result and an unfinished
          application draft so you do not lose them; the eligibility result and the draft expire after 30 days.
        </Paragraph>
      ),
    },
    {
      id: 'age',
      title: 'Age',
      content: <Paragraph>Our services are for adults aged 18 and over. We do not knowingly collect data about children.</Paragraph>,
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <Paragraph>
          Each change gets a new version and a summary of what changed, and you are asked to accept it in the app. Our{' '}
          <Link component={RouterLink} to={paths.terms}>
            Terms of Service
          </Link>{' '}
          explain how we provide credit.
        </Paragraph>
      ),
    },
    {
      id: 'contact-dpo',
      title: 'Contact our Data Protection Officer',
      content: (
        <>
          <Paragraph>
            Data Protection Officer, {company.legalName}, {company.officeAddress}. Email: {dpoEmail}. Phone: {company.supportPhone}.
          </Paragraph>
          <Paragraph>
            The Data Protection Commission of Ghana supervises how we use personal data:{' '}
            <Link href={DATA_PROTECTION_COMMISSION_URL}>www.dataprotection.org.gh</Link>.
          </Paragraph>
        </>
      ),
    },
  ];
}

export function PrivacyPage({ company: givenCompany, lastUpdated = legalLastUpdated }: PrivacyPageProps) {
  const company = useCompanyDetails(givenCompany);
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={lastUpdated}
      intro={
        <Paragraph>
          This policy explains what personal data {company.name} collects when you use our rent assistance and Buy Now Pay Later services,
          why, who sees it, how long we keep it, and how to use your rights under Ghanaian law from inside the app.
        </Paragraph>
      }
      sections={privacySections(company)}
    />
  );
}

export default PrivacyPage;
