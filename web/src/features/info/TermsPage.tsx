import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../lib/paths';
import { BulletList, LegalDocument, Paragraph } from './LegalDocument';
import type { LegalSection } from './LegalDocument';
import { useCompanyDetails, legalLastUpdated } from './company';
import type { CompanyDetails } from './company';

export interface TermsPageProps {
  company?: CompanyDetails;
  lastUpdated?: string;
}

function termsSections(company: CompanyDetails): LegalSection[] {
  return [
    {
      id: 'about',
      title: 'About these terms',
      content: (
        <>
          <Paragraph>
            These terms apply when you use the {company.name} website and services, provided by {company.legalName},{' '}
            {company.officeAddress}. Each rent assistance or Buy Now Pay Later credit you take is also governed by its
            own credit agreement; if the two differ, the credit agreement prevails.
          </Paragraph>
          <Paragraph>
            We lend in accordance with the Borrowers and Lenders Act, 2020 (Act 1052) and the requirements of the
            Bank of Ghana.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who can use our services',
      content: (
        <>
          <Paragraph>To apply you must:</Paragraph>
          <BulletList
            items={[
              'be 18 years or older;',
              'hold a valid Ghana Card and live in Ghana;',
              'have a regular, verifiable income from employment or a business;',
              'have a phone number, an email address and a bank or mobile money account in your own name;',
              'give us true, complete and current information.',
            ]}
          />
          <Paragraph>
            The eligibility check is a guide, not an offer of credit. It stays valid for 30 days. Every application
            is assessed on affordability, your documents and your credit history, and we may decline an
            application. If we do, you can ask us to explain the main reasons.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'account',
      title: 'Your account',
      content: (
        <BulletList
          items={[
            'Keep your password secret and tell us at once if you suspect someone else has used your account.',
            'One account per person. You are responsible for what is done with your account until you tell us it is compromised.',
            'Keep your contact details up to date so that reminders and notices reach you.',
          ]}
        />
      ),
    },
    {
      id: 'rent-assistance',
      title: 'Rent assistance',
      content: (
        <BulletList
          items={[
            'After we verify your tenancy agreement, the property and your landlord, we pay the agreed rent advance directly to your landlord.',
            'You then owe us the amount we paid plus the interest and any fees stated in your credit agreement, repayable in monthly instalments.',
            'Your tenancy is between you and your landlord. A dispute with your landlord does not pause your repayments, but tell us about it and we will try to help.',
            'If your tenancy ends early and your landlord refunds unused rent, the refund is applied to your outstanding balance.',
          ]}
        />
      ),
    },
    {
      id: 'bnpl',
      title: 'Buy Now Pay Later',
      content: (
        <BulletList
          items={[
            'Buy Now Pay Later covers furniture, appliances and electronics from our shop, repaid over a plan of 5 or 6 months.',
            'The advertised rate of 4% per month equals 48% per annum (nominal). Your APR can be higher if fees apply; the APR in your disclosure statement is the figure to compare with other offers.',
            'The goods become yours on delivery, and you owe us the amount financed plus the cost of credit.',
            'Manufacturer warranties and our returns policy apply as for any purchase. If a return is accepted, the refund is applied to your balance.',
          ]}
        />
      ),
    },
    {
      id: 'cost-of-credit',
      title: 'Cost of credit and disclosure before you commit',
      content: (
        <>
          <Paragraph>
            In line with the Borrowers and Lenders Act, 2020 (Act 1052), before you accept any credit we show you a
            disclosure statement with:
          </Paragraph>
          <BulletList
            items={[
              'the amount of credit, and who receives the money and when (your landlord, on the day we pay your rent; the merchant, on the day we approve your order);',
              'the interest rate stated per annum (the nominal annual rate), which is fixed for the whole term, and the interest method (reducing balance or flat);',
              'the effective annual rate, or annual percentage rate (APR), which includes compounding and all fees;',
              'the total interest, the total cost of credit and the total amount you will repay, in GH₵;',
              'the number, amount and due date of every instalment, with the principal, interest and balance after each;',
              'every fee and charge, your right to repay early and how the settlement amount is worked out, and what happens if you pay late.',
            ]}
          />
          <Paragraph>
            Nothing is binding until you confirm the agreement. Take the time you need and ask us any question
            first. We will not charge any fee that is not in your disclosure statement, and the rate in your
            agreement does not change during its term.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'repayments',
      title: 'Repayments',
      content: (
        <Paragraph>
          Instalments are due on the dates in your schedule; your dashboard shows each one and how to pay. We remind
          you before each due date. Payments go first to any overdue amount, then to the instalment currently due; anything more repays principal early (see Early repayment).
        </Paragraph>
      ),
    },
    {
      id: 'late-payment',
      title: 'Late payment',
      content: (
        <>
          <BulletList
            items={[
              'If an instalment is late, a late payment charge at the rate stated in your agreement applies only to the overdue amount, never to your whole balance.',
              'We will contact you to agree a way forward. If you are in financial difficulty, talk to us early: we can discuss a revised schedule.',
              'Missed payments are reported to credit bureaus and can make it harder to borrow in future.',
              'Our staff and agents collect debts respectfully. We never harass you, and we never tell your employer or emergency contact about your debt.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'early-repayment',
      title: 'Early repayment',
      content: (
        <BulletList
          items={[
            'You may repay all or part of your balance early at any time.',
            'To settle in full you pay the principal still owed, interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, never more than that instalment’s interest), any fees still owed, anything overdue with its penalty interest, and the early-settlement fee stated in your disclosure statement, if any.',
            'That fee is never more than 0.25% of the original principal (the Bank of Ghana cap). If your disclosure says there is no early-settlement fee, none is charged.',
            'A payment beyond the instalment currently due lowers your principal and the interest still to come. You choose whether it shortens the loan or lowers your instalments.',
            'Ask us for a settlement figure and we will give it to you in writing.',
          ]}
        />
      ),
    },
    {
      id: 'default',
      title: 'Default and ending an agreement',
      content: (
        <Paragraph>
          If you miss several instalments or gave us false information, we may, after written notice and the time
          stated in your agreement, ask you to repay the outstanding balance and take recovery action permitted by
          law. You may close your account once everything you owe is paid.
        </Paragraph>
      ),
    },
    {
      id: 'privacy',
      title: 'Your personal data',
      content: (
        <Paragraph>
          We use your data as described in our{' '}
          <Link component={RouterLink} to={paths.privacy}>
            Privacy Policy
          </Link>
          , including credit reporting under the Credit Reporting Act, 2007 (Act 726).
        </Paragraph>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints',
      content: (
        <>
          <Paragraph>
            If you are unhappy, contact us at{' '}
            <Link href={`mailto:${company.complaintsEmail}`}>{company.complaintsEmail}</Link>, call{' '}
            {company.supportPhone}, raise a support ticket in your account or visit our office in Accra. We
            acknowledge complaints within 2 working days and aim to give a final answer within 15 working days.
          </Paragraph>
          <Paragraph>
            If you are not satisfied with our answer, you can take your complaint to the Bank of Ghana. Complaints
            about personal data can go to the Data Protection Commission.
          </Paragraph>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <Paragraph>
          We will give you at least 30 days&apos; notice of any change to these terms that affects you. A change
          never alters the cost of credit of an agreement you have already signed.
        </Paragraph>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      content: (
        <Paragraph>
          These terms and every credit agreement are governed by the laws of the Republic of Ghana. Disputes that we
          cannot settle together may be referred to mediation under the Alternative Dispute Resolution Act, 2010
          (Act 798), or to the courts of Ghana.
        </Paragraph>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: (
        <Paragraph>
          {company.legalName}, {company.officeAddress}. Email:{' '}
          <Link href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Link>. Phone: {company.supportPhone}.
        </Paragraph>
      ),
    },
  ];
}

export function TermsPage({ company: givenCompany, lastUpdated = legalLastUpdated }: TermsPageProps) {
  const company = useCompanyDetails(givenCompany);
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={lastUpdated}
      intro={
        <Paragraph>
          Please read these terms before you use {company.name}. They explain who can borrow from us, how rent
          assistance and Buy Now Pay Later work, what credit costs and your rights as a borrower.
        </Paragraph>
      }
      sections={termsSections(company)}
    />
  );
}

export default TermsPage;
