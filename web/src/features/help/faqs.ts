// Help Center questions. Figures follow the default credit settings (server settings.defaults.ts); quotes always show the live ones.
export interface Faq {
  id: string;
  topic: string;
  question: string;
  answer: string[];
}

export const FAQS: readonly Faq[] = [
  {
    id: 'rent-how',
    topic: 'Rent assistance',
    question: 'How does rent assistance work?',
    answer: [
      'Landlords in Ghana often ask for one or two years of rent in advance. We pay your landlord the advance upfront and you repay us in monthly instalments over 3, 6, 9 or 12 months.',
      'Check your eligibility, complete your profile, then submit an application with your property, landlord and employer details and your documents. Most decisions are made within 24–48 hours.',
    ],
  },
  {
    id: 'rent-amounts',
    topic: 'Rent assistance',
    question: 'How much can I borrow?',
    answer: [
      'We currently finance from GH₵500 to GH₵50,000. Your instalment should not take more than 30% of your monthly take-home income, so the amount you qualify for depends on what you earn.',
    ],
  },
  {
    id: 'bnpl-how',
    topic: 'Buy Now Pay Later',
    question: 'How does Buy Now Pay Later work?',
    answer: [
      'Choose furniture, appliances or electronics in the Shop, add them to your cart and pick a 5- or 6-month plan at checkout. You see every instalment, the total you will repay and the annual rates before you accept.',
      'Once you accept, we confirm your order and you pay each month by mobile money, card or bank transfer.',
    ],
  },
  {
    id: 'interest-apr',
    topic: 'Interest and fees',
    question: 'What interest do you charge, and what is the APR?',
    answer: [
      'Our advertised rate is 4% per month, charged on the reducing balance: you pay interest only on what you still owe. Stated per annum, as the Borrowers and Lenders Act, 2020 (Act 1052) requires, that is a nominal rate of 48% a year.',
      'The APR (annual percentage rate) also counts compounding and any fees, so it is higher than the nominal rate — about 60% a year for 4% a month with no fees. Every quote and agreement shows the annual rate, the APR, the total cost of credit and the full repayment schedule before you commit.',
    ],
  },
  {
    id: 'late-payments',
    topic: 'Payments',
    question: 'What happens if I pay late?',
    answer: [
      'You have a 5-day grace period after each due date. After that the instalment is overdue and penalty interest of 30% a year applies to the overdue amount only — never to the whole loan.',
      'If you are struggling, contact us before the due date: we can often agree a new payment date. Persistent arrears may be reported to licensed credit bureaus under the Credit Reporting Act, 2007 (Act 726), which can affect future borrowing.',
    ],
  },
  {
    id: 'early-repayment',
    topic: 'Payments',
    question: 'Can I repay early, and what does paying off cost?',
    answer: [
      'Yes, at any time, in part or in full. A payment first settles anything overdue, then your next instalment — paying it early counts as paying it — and only then lowers what you owe. When you pay more than your next instalment, you choose whether it shortens your loan (same instalment, fewer months) or lowers your instalments (same end date); the Payments page shows your new schedule before you confirm.',
      'To close the loan, choose "Pay off my loan" on the Payments page. The amount is the principal you still owe, interest only up to the day you pay, anything overdue and an early-settlement fee that can never be more than 0.25% of what you borrowed (we charge none today). The quote stays valid for 20 working days. If more money reaches us than you owe, it is kept as a credit balance that we refund or apply for you.',
    ],
  },
  {
    id: 'receipts',
    topic: 'Payments',
    question: 'Where are my receipts and statements?',
    answer: [
      'Every successful payment gets a receipt with its number, how it was split between interest and principal, and your balance after it. Find it under Receipts on the Payments page and download it as a PDF; the "Payment received" notification opens it for you.',
      'Download a full loan statement (your loan terms, every schedule and every payment with the running balance) for any dates from the same page.',
    ],
  },
  {
    id: 'hardship',
    topic: 'Payments',
    question: 'I am struggling to pay. What can I do?',
    answer: [
      'Tell us as early as you can: on the Payments page, choose "I\'m having trouble paying" on your loan. Say what happened, what you can afford each month, and whether a payment holiday of one or two months would help. Before you send it you see the new schedule with its total interest, APR and end date. While we review it, no late penalties are added. A credit analyst approves (sometimes with other terms) or explains why not, and nothing changes until you accept the new schedule.',
      'You can also raise a support ticket or call us. Paying part of an instalment always helps: it is applied at once and lowers what becomes overdue.',
      'We never ask for your mobile money PIN, and we will not share your situation with anyone except as the law and your agreement allow.',
    ],
  },
  {
    id: 'pay-momo',
    topic: 'Payments',
    question: 'Can I pay with mobile money?',
    answer: [
      'Yes. You can pay with MTN Mobile Money, Telecel Cash or AirtelTigo Money, as well as by card or bank transfer. Payments show in your Payment History as soon as they are confirmed.',
      'Only pay through the app or to the accounts shown in it. Our staff will never ask for your mobile money PIN.',
    ],
  },
  {
    id: 'documents-accepted',
    topic: 'Documents',
    question: 'Which documents do you accept?',
    answer: [
      'Your Ghana Card, recent payslips, bank statements or mobile money statements (usually the last 3 months), your tenancy agreement, and a utility bill as proof of address.',
      'Upload PDF, JPEG or PNG files of up to 10 MB each from the Documents page. Make sure every page is complete and readable; our team verifies each document and tells you what to fix if one is rejected.',
    ],
  },
  {
    id: 'ghana-card',
    topic: 'Documents',
    question: 'Why do you need my Ghana Card?',
    answer: [
      'The Ghana Card is the national ID that Bank of Ghana rules require lenders to use to confirm who their customers are (know-your-customer checks). Enter the number exactly as printed, in the form GHA-XXXXXXXXX-X, in Profile Settings.',
      'Each Ghana Card number can belong to only one account. If yours is already registered to another account, contact support.',
    ],
  },
  {
    id: 'data-protection',
    topic: 'Privacy',
    question: 'How do you protect my personal data?',
    answer: [
      'We process your data under the Data Protection Act, 2012 (Act 843) and only for providing and managing your credit. Your files are stored privately and can be opened only by you and the staff who review them.',
      'You may ask to see the data we hold about you, correct it, or object to its use for marketing. Read the Privacy Policy for the details, or contact our support team.',
    ],
  },
  {
    id: 'support',
    topic: 'Support',
    question: 'How do I get help with my account?',
    answer: [
      'Create a support ticket from the sidebar and we will reply in View Tickets. Our support is available 24/7.',
    ],
  },
];

/** FAQs whose topic, question or answer contains every word of the query (any case). */
/**
 * Words people type for what the answers say another way (Ghana's everyday names first): a search for any word of a
 * group also finds the answers that use another word of it.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['momo', 'mobile money', 'mtn', 'telecel', 'airteltigo', 'vodafone cash'],
  ['ghana card', 'nia', 'national id', 'id card'],
  ['bnpl', 'buy now pay later'],
  ['installment', 'instalment'],
  ['payoff', 'pay off'],
  ['password', 'sign in', 'login', 'log in'],
];

/** A query word and the other words of every synonym group it belongs to. */
function alternatives(word: string): string[] {
  const groups = SYNONYMS.filter((group) => group.some((term) => term === word || term.split(' ').includes(word)));
  return [word, ...groups.flat()];
}

/** Answers whose topic, question or text hold every word of the query (or one of its synonyms), case ignored. */
export function searchFaqs(query: string, faqs: readonly Faq[] = FAQS): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.topic} ${faq.question} ${faq.answer.join(' ')}`.toLowerCase();
    return words.every((word) => alternatives(word).some((term) => text.includes(term)));
  });
}
