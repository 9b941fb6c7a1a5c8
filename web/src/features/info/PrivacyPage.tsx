import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../app/paths';
import { BulletList, LegalDocument, Paragraph } from './LegalDocument';
import type { LegalSection } from './LegalDocument';
import { useCompanyDetails, legalLastUpdated } from './company';
import type { CompanyDetails } from './company';

export interface PrivacyPageProps {
  company?: CompanyDetails;
  lastUpdated?: string;
}

function privacySections(company: CompanyDetails): LegalSection[] {
  const dpoEmail = (
    <Link href={`mailto:${company.dataProtectionOfficerEmail}`}>{company.dataProtectionOfficerEmail}</Link>
  );
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      content: (
        <>
          <Paragraph>
            {company.legalName} (&quot;{company.name}&quot;, &quot;we&quot;, &quot;us&quot;) provides rent
            assistance and Buy Now Pay Later credit in Ghana. We decide why and how your personal data is
            used, so we are the data controller for it under the Data Protection Act, 2012 (Act 843).
          </Paragraph>
          <Paragraph>
            We are registered as a data controller with the Data Protection Commission of Ghana. Our office
            is at {company.officeAddress}. Our Data Protection Officer can be reached at {dpoEmail}.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      content: (
        <>
          <Paragraph>We collect only what we need to assess, provide and manage your credit:</Paragraph>
          <BulletList
            items={[
              <>
                <strong>Identity:</strong> your full name, date of birth and Ghana Card (national identification)
                number, with a copy of the card and, where needed, a photograph to confirm it is you.
              </>,
              <>
                <strong>Contact details:</strong> phone number, email address, residential address and GhanaPost
                GPS digital address.
              </>,
              <>
                <strong>Income and employment:</strong> your employer or business, job title, income, payslips,
                and bank or mobile money statements.
              </>,
              <>
                <strong>Documents:</strong> the files you upload, such as your tenancy agreement, your landlord&apos;s
                details, proof of income and proof of address.
              </>,
              <>
                <strong>Emergency contact and employer information</strong> that you give us in your application.
                Please tell those people that you have shared their details with us.
              </>,
              <>
                <strong>Credit information:</strong> your credit report from licensed credit bureaus and your
                repayment history with us.
              </>,
              <>
                <strong>Orders and payments:</strong> the items you buy with Buy Now Pay Later, your instalments and
                the payments you make.
              </>,
              <>
                <strong>Technical data:</strong> your IP address, browser and device type, and logs of sign-ins and
                actions, used to keep your account secure.
              </>,
            ]}
          />
        </>
      ),
    },
    {
      id: 'why-and-lawful-basis',
      title: 'Why we use your data and our lawful basis',
      content: (
        <>
          <Paragraph>
            Act 843 allows us to process personal data only with a lawful basis. For each purpose, ours is:
          </Paragraph>
          <BulletList
            items={[
              <>
                <strong>Checking eligibility and affordability, and deciding on your application</strong>: to take
                the steps you ask for before entering into a credit agreement, and to meet our responsible lending
                duties.
              </>,
              <>
                <strong>Verifying your identity and preventing fraud and money laundering</strong>: to comply with
                the law, including the Anti-Money Laundering Act, 2020 (Act 1044). We may verify your Ghana Card
                with the National Identification Authority.
              </>,
              <>
                <strong>Paying your landlord or the merchant, running your account and collecting repayments</strong>:
                to perform our agreement with you.
              </>,
              <>
                <strong>Credit reporting</strong>: to comply with the Credit Reporting Act, 2007 (Act 726).
              </>,
              <>
                <strong>Answering support requests and complaints</strong>: to perform our agreement and in our
                legitimate interest in serving you well.
              </>,
              <>
                <strong>Securing our systems and improving our service</strong>: in our legitimate interests,
                balanced against your rights.
              </>,
              <>
                <strong>Marketing messages</strong>: only with your consent, which you can withdraw at any time.
              </>,
            ]}
          />
          <Paragraph>
            Some decisions use automated checks, such as the eligibility check. You can ask for any decision about
            your application to be reviewed by a member of our credit team.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      content: (
        <>
          <Paragraph>We do not sell your personal data. We share it only when necessary, with:</Paragraph>
          <BulletList
            items={[
              <>
                <strong>Credit bureaus licensed by the Bank of Ghana</strong>, under the Credit Reporting Act, 2007
                (Act 726). When you apply we obtain your credit report, and while you have credit with us we report
                your account and repayment history, including late payments and defaults. This affects your credit
                history with other lenders.
              </>,
              <>
                <strong>Your landlord or the merchant</strong>, only the details needed to pay them and to confirm
                the tenancy or the order.
              </>,
              <>
                <strong>Service providers</strong> who work for us under written contracts and our instructions:
                hosting, document storage, payment processing, and SMS and email delivery.
              </>,
              <>
                <strong>Regulators and authorities</strong> such as the Bank of Ghana, the Financial Intelligence
                Centre, the Data Protection Commission, the police and the courts, when the law requires it.
              </>,
              <>
                <strong>Debt recovery agents and legal advisers</strong>, if an account goes into default.
              </>,
            ]}
          />
          <Paragraph>
            If a service provider stores data outside Ghana, we make sure it is protected to a standard at least
            equal to Act 843.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      content: (
        <BulletList
          items={[
            'Customer and account records: for as long as you have credit with us and for at least five years after the relationship ends, as anti-money-laundering law requires, or longer if a dispute or legal claim is open.',
            'Applications that do not go ahead: up to 12 months, so that we can answer questions and prevent fraud.',
            'Security logs: up to 12 months.',
            'Marketing preferences: until you withdraw your consent.',
          ]}
        />
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      content: (
        <>
          <Paragraph>Under the Data Protection Act, 2012 (Act 843) you have the right to:</Paragraph>
          <BulletList
            items={[
              <>
                <strong>Access</strong>: ask whether we hold data about you and get a copy of it.
              </>,
              <>
                <strong>Correction</strong>: ask us to correct or delete data that is inaccurate, out of date,
                incomplete, irrelevant or obtained unlawfully.
              </>,
              <>
                <strong>Objection</strong>: object to processing that causes you damage or distress, and stop direct
                marketing at any time.
              </>,
              <>
                <strong>Withdraw consent</strong> where we rely on it, without affecting what was done before.
              </>,
              <>
                <strong>Complain</strong> to the Data Protection Commission (www.dataprotection.org.gh) if you are
                unhappy with how we handle your data.
              </>,
            ]}
          />
          <Paragraph>
            To use these rights, email our Data Protection Officer at {dpoEmail}. We will confirm your identity and
            reply within 21 days. You can also ask a credit bureau directly to correct your credit report under Act
            726.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your data',
      content: (
        <>
          <BulletList
            items={[
              'All traffic to our service is encrypted in transit.',
              'Passwords are stored only as salted hashes; staff can never see them.',
              'Staff see only the data their role needs, and every document download is checked against those permissions.',
              'Uploaded documents are checked by type, stored privately and downloaded only by people allowed to see them.',
            ]}
          />
          <Paragraph>
            If a security breach affects your personal data, we will tell the Data Protection Commission and you as
            the law requires.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and data on your device',
      content: (
        <Paragraph>
          We use a cookie only to keep you signed in. Your browser also keeps your shopping cart, your eligibility
          result and an unfinished application draft so you do not lose them; the eligibility result and the draft
          expire after 30 days. We do not use advertising cookies.
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
          We will post any change here with a new date, and tell you by email or in the app before a significant
          change takes effect. Our{' '}
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
        <Paragraph>
          Data Protection Officer, {company.legalName}, {company.officeAddress}. Email: {dpoEmail}. Phone:{' '}
          {company.supportPhone}.
        </Paragraph>
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
          This policy explains what personal data {company.name} collects when you use our rent assistance and Buy
          Now Pay Later services, why we need it, who we share it with and the rights you have under Ghanaian law.
        </Paragraph>
      }
      sections={privacySections(company)}
    />
  );
}

export default PrivacyPage;
