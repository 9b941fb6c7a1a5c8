import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import { emptyApplicationForm, type ApplicationFormValues } from './application-form';
import type { RentDisclosureQuote } from './RentDisclosure';

const filled: ApplicationFormValues = {
  personal: {
    firstName: 'Kofi',
    lastName: 'Boateng',
    phone: '+233241234567',
    ghanaCardNumber: 'GHA-123456789-0',
    dateOfBirth: '1990-05-14',
    residentialAddress: '12 Oxford Street, Osu',
    city: 'Accra',
    region: 'greater_accra',
    digitalAddress: 'GA-183-8164',
  },
  property: {
    monthlyRent: '1,500.50',
    advanceMonths: '6',
    repaymentMonths: '6',
    propertyAddress: 'House 7, Palm Avenue',
    propertyDigitalAddress: 'GA-492-7731',
    landlordName: 'Yaw Asante',
    landlordPhone: '+233201112233',
  },
  credit: { amount: '', termMonths: '', payeeName: '', payeePhone: '', payeeReference: '' },
  employer: {
    employerName: 'Accra Logistics',
    employerAddress: '5 Liberation Road',
    employerPhone: '+233302123456',
    jobTitle: 'Accountant',
    employmentType: 'full_time',
    monthlyNetIncome: '8,000',
    startDate: '2021-02-01',
  },
  emergencyContacts: [{ name: 'Ama Boateng', phone: '+233244556677', relationship: 'sister' }],
  documents: [],
  acceptedDisclosure: false,
};

const EARLY_REPAYMENT =
  'You may repay early at any time, in part or in full. To settle the loan early you pay the principal still owed, interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, never more than that instalment’s interest), any fees still owed, anything overdue with its penalty interest, and no early-settlement fee (Bank of Ghana rules cap any such fee at 0.25% of the original principal). A payment beyond what is due covers your next instalments in due order. You may instead choose to pay off principal early: that lowers the interest still to come, and you choose whether it shortens the loan or lowers the instalments.';

const quote: RentDisclosureQuote = {
  principal: 900300,
  months: 2,
  processingFee: 9003,
  upfrontFee: 0,
  monthlyRateBp: 400,
  nominalAnnualRateBp: 4800,
  aprBp: 6234,
  totalInterest: 54018,
  totalFees: 9003,
  totalCostOfCredit: 63021,
  totalRepayable: 963321,
  instalmentAmount: 481660,
  firstDueDate: '2026-12-21',
  latePaymentPolicy: 'A late fee of 5% applies after 7 days.',
  rentActWarning: null,
  method: 'flat',
  rateType: 'fixed',
  payee: 'The landlord, on the day we pay your rent',
  earlyRepaymentPolicy: EARLY_REPAYMENT,
  schedule: [
    { number: 1, dueDate: '2026-12-21', principal: 450000, interest: 36012, fee: 4501, total: 490513, balanceAfter: 450300 },
    { number: 2, dueDate: '2027-01-21', principal: 450300, interest: 18006, fee: 4502, total: 472808, balanceAfter: 0 },
  ],
};

function setup(overrides: Partial<ApplicationFormProps> = {}) {
  const props: ApplicationFormProps = {
    defaultValues: emptyApplicationForm('6'),
    repaymentMonthsOptions: [3, 6, 9, 12],
    onSaveProfile: vi.fn().mockResolvedValue(null),
    onUpload: vi.fn(),
    onRequestQuote: vi.fn(),
    quoteState: { quote: null, loading: false, error: null },
    onSubmit: vi.fn().mockResolvedValue(null),
    maxInstalmentShareBp: 3000,
    ...overrides,
  };
  render(<ApplicationForm {...props} />);
  return { props, user: userEvent.setup() };
}

describe('ApplicationForm stepper', () => {
  it('keeps the user on personal details until every field is valid, then saves the profile and moves on', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your Ghana Card number.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Personal details' })).toBeInTheDocument();
    expect(props.onSaveProfile).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Phone number'), '0111234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/011 is not a Ghana phone prefix\. Mobile numbers start with MTN 024, 025, 053, 054, 055 or 059/)).toBeInTheDocument();
  });

  it('clears the messages as the user fixes each field, then saves the profile and moves on', async () => {
    const base = emptyApplicationForm('6');
    const { props, user } = setup({ defaultValues: { ...base, personal: { ...base.personal, firstName: 'Kofi', lastName: 'Boateng' } } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose your region.')).toBeInTheDocument();
    // The local form people type is accepted as it is.
    await user.type(screen.getByLabelText('Phone number'), '024 123 4567');
    await user.type(screen.getByLabelText('Ghana Card number'), 'GHA-123456789-0');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-14');
    await user.type(screen.getByLabelText('Home GhanaPost GPS address'), 'GA-183-8164');
    await user.type(screen.getByLabelText('Residential address'), '12 Oxford Street, Osu');
    await user.type(screen.getByLabelText('City or town'), 'Accra');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Greater Accra' }));
    await waitFor(() => expect(screen.queryByText('Choose your region.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Property and rent' })).toBeInTheDocument();
    expect(props.onSaveProfile).toHaveBeenCalledWith(expect.objectContaining({ region: 'greater_accra', dateOfBirth: '1990-05-14' }));
  });

  it('checks the GhanaPost GPS format and the months on the property step', async () => {
    const { user } = setup({ defaultValues: { ...filled, property: { ...filled.property, propertyDigitalAddress: 'GA1838164', monthlyRent: '1.234' } } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Property and rent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a GhanaPost GPS address like GA-183-8164.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount in cedis, like 1,500 or 1500.50.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 6: Property and rent' })).toBeInTheDocument();
  });

  it('warns about the Rent Act when more than 6 months of advance are asked', async () => {
    const { user } = setup({ defaultValues: filled, initialStep: 1 });
    const advance = screen.getByLabelText('Months of advance');
    await user.clear(advance);
    await user.type(advance, '12');
    expect(screen.getByText(/Rent Act, 1963/)).toBeInTheDocument();
  });

  it('shows a server error from saving the profile on the field it names and stays on the step', async () => {
    const { user } = setup({
      defaultValues: filled,
      onSaveProfile: vi.fn().mockResolvedValue({ field: 'ghanaCardNumber', message: 'This Ghana Card number is already registered.', code: 'CONFLICT' }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const card = screen.getByLabelText('Ghana Card number');
    await waitFor(() => expect(card).toHaveAccessibleDescription('This Ghana Card number is already registered.'));
    expect(card).toHaveValue('GHA-123456789-0');
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Personal details' })).toBeInTheDocument();
  });

  it('needs one to three emergency contacts with different phone numbers', async () => {
    const twins = { ...filled, emergencyContacts: [filled.emergencyContacts[0], { name: 'Kwame', phone: '+233244556677', relationship: 'brother' }] };
    const { user } = setup({ defaultValues: twins, initialStep: 3 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Each emergency contact needs a different phone number.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another contact' }));
    expect(screen.queryByRole('button', { name: 'Add another contact' })).not.toBeInTheDocument();
  });

  it('asks for the disclosure on reaching review, and submits only after the terms are accepted', async () => {
    const onRequestQuote = vi.fn();
    const onSubmit = vi.fn().mockResolvedValue(null);
    const { user } = setup({ defaultValues: filled, initialStep: 4, onRequestQuote, onSubmit, quoteState: { quote, loading: false, error: null } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onRequestQuote).toHaveBeenCalledWith({ monthlyRent: 150050, advanceMonths: 6, repaymentMonths: 6 });
    expect(await screen.findByTestId('disclosure-Effective annual rate (APR)')).toHaveTextContent('62.34% per year, fees included');
    expect(screen.getByTestId('disclosure-Nominal annual rate')).toHaveTextContent('48% per year');
    expect(screen.getByTestId('disclosure-Rate type')).toHaveTextContent('Fixed for the whole term');
    expect(screen.getByTestId('disclosure-Interest method')).toHaveTextContent('Flat: each month’s interest is on the original principal');
    expect(screen.getByTestId('disclosure-Who receives the money')).toHaveTextContent('The landlord, on the day we pay your rent');
    expect(screen.getByText('GH₵9,633.21')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#', 'Due', 'Principal', 'Interest', 'Fee', 'Instalment', 'Balance after',
    ]);
    expect(screen.getByRole('heading', { name: 'Repaying early' })).toBeInTheDocument();
    expect(screen.getByText(EARLY_REPAYMENT)).toBeInTheDocument();
    expect(screen.getByText('A late fee of 5% applies after 7 days.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Tick the box to accept the terms before you submit.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /I accept these terms/ }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ acceptedDisclosure: true, property: { monthlyRent: '1,500.50' } });
    expect(onSubmit.mock.calls[0][1]).toBe(quote);
  });

  it('shows the instalment’s share of income beside the quote and warns above the limit before submitting', () => {
    const lowIncome = { ...filled, employer: { ...filled.employer, monthlyNetIncome: '8,000' } };
    setup({ defaultValues: lowIncome, initialStep: 5, quoteState: { quote, loading: false, error: null } });
    // The largest instalment (GH₵4,905.13) against GH₵8,000: 61.3%, over the 30% limit.
    const warning = screen.getByTestId('affordability');
    expect(warning).toHaveTextContent('The monthly instalment of GH₵4,905.13 is 61.3% of your monthly net income of GH₵8,000.00.');
    expect(warning).toHaveTextContent('more than the 30% of income we can usually approve');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  });

  it('says the share is within the limit when it is', () => {
    setup({ defaultValues: { ...filled, employer: { ...filled.employer, monthlyNetIncome: '20,000' } }, initialStep: 5, quoteState: { quote, loading: false, error: null } });
    expect(screen.getByTestId('affordability')).toHaveTextContent('is 24.5% of your monthly net income of GH₵20,000.00. That is within the 30% limit.');
  });

  it('sends the user back to the step a submit error names, keeping what they typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ field: 'employer.startDate', message: 'The employment start date must be a real date that is not in the future.' });
    const { user } = setup({ defaultValues: { ...filled, acceptedDisclosure: true }, initialStep: 5, onSubmit, quoteState: { quote, loading: false, error: null } });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Employer information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2021-02-01');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('The employment start date must be a real date that is not in the future.');
  });

  it('uploads a document with progress and lists it for attaching', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (value: { id: string; fileName: string; mimeType: string; size: number }) => void = () => undefined;
    const onUpload = vi.fn((_file: File, _type: string, onProgress: (percent: number) => void) => {
      report = onProgress;
      return new Promise<{ id: string; fileName: string; mimeType: string; size: number }>((resolve) => {
        finish = resolve;
      });
    });
    const { user } = setup({ defaultValues: filled, initialStep: 4, onUpload });
    await user.upload(screen.getByLabelText('Document file'), new File(['x'], 'payslip.pdf', { type: 'application/pdf' }));
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), 'ghana_card', expect.any(Function));
    act(() => report(40));
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => finish({ id: 'u1', fileName: 'payslip.pdf', mimeType: 'application/pdf', size: 1 }));
    expect(await within(screen.getByRole('list', { name: 'Documents to attach' })).findByText('payslip.pdf')).toBeInTheDocument();
  });

  it('refuses a wrong file type before uploading', async () => {
    const onUpload = vi.fn();
    setup({ defaultValues: filled, initialStep: 4, onUpload });
    fireEvent.change(screen.getByLabelText('Document file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Only PDF, JPEG and PNG files are accepted.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('reports every change so the draft can be saved', async () => {
    const onDraftChange = vi.fn();
    const { user } = setup({ onDraftChange });
    await user.type(screen.getByLabelText('City or town'), 'Tema');
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ personal: expect.objectContaining({ city: 'Tema' }) }));
  });
});

describe('ApplicationForm for a product other than rent', () => {
  const schoolFees = { code: 'school-fees', name: 'School fees', payeeKind: 'school', minAmount: 50_000, maxAmount: 2_000_000, termMonths: [3, 6, 10] };
  const requiredDocuments = [
    { kind: 'ghana_card', text: 'Your Ghana Card (front and back)' },
    { kind: 'admission_letter', text: 'The admission letter from the school' },
  ];

  it('asks for the amount within the product’s range, its terms and the school, then quotes that product', async () => {
    const onRequestQuote = vi.fn();
    const { user } = setup({ defaultValues: filled, initialStep: 1, product: schoolFees, requiredDocuments, onRequestQuote });
    expect(screen.getByRole('heading', { name: 'Step 2 of 6: Amount and payee' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Monthly rent (GH₵)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (GH₵)'), '30,000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter an amount between GH₵500.00 and GH₵20,000.00.')).toBeInTheDocument();
    expect(screen.getByText('Choose one of 3, 6, 10 months.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name of who we pay.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount (GH₵)'));
    await user.type(screen.getByLabelText('Amount (GH₵)'), '5,000');
    await user.click(screen.getByRole('combobox', { name: 'Repayment months' }));
    await user.click(await screen.findByRole('option', { name: '6 months' }));
    await user.type(screen.getByLabelText('Name of the school'), 'Achimota School');
    await user.type(screen.getByLabelText('Phone number of the school'), '0302400100');
    await user.type(screen.getByLabelText('Reference'), 'Ama Mensah, Form 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: Employer information' })).toBeInTheDocument();
    // Employer and contacts are filled; on to documents, then review asks for the product's quote.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 5 of 6: Documents' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onRequestQuote).toHaveBeenCalledWith({ code: 'school-fees', amount: 500_000, months: 6 }));
    expect(await screen.findByText('Achimota School (030 240 0100)')).toBeInTheDocument();
    expect(screen.getByText('Ama Mensah, Form 1')).toBeInTheDocument();
  });

  it('lists each required document with its text and whether it is attached, and offers the product’s own kinds', async () => {
    const onUpload = vi.fn().mockResolvedValue({ id: 'u1', fileName: 'letter.pdf', mimeType: 'application/pdf', size: 1 });
    const { user } = setup({ defaultValues: filled, initialStep: 4, product: schoolFees, requiredDocuments, onUpload });
    const required = screen.getByRole('list', { name: 'Required documents' });
    expect(within(required).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your Ghana Card (front and back)Not uploaded yet',
      'The admission letter from the schoolNot uploaded yet',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Document type' }));
    await user.click(await screen.findByRole('option', { name: 'Admission letter' }));
    await user.upload(screen.getByLabelText('Document file'), new File(['x'], 'letter.pdf', { type: 'application/pdf' }));
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), 'admission_letter', expect.any(Function));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Required documents' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Your Ghana Card (front and back)Not uploaded yet',
        'The admission letter from the schoolAttached',
      ]),
    );
  });
});
