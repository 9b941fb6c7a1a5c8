import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm, IDENTITY_LOCKED_HELPER, ProfilePage, type ProfileData } from './ProfilePage';
import { normalisePhone, PROFILE_MESSAGES, serverFieldError } from './profileSchema';

const profile: ProfileData = {
  email: 'ama@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
  phone: '+233241234567',
  dateOfBirth: '1990-04-12',
  ghanaCardNumber: null,
  residentialAddress: '12 Oxford Street, Osu',
  digitalAddress: 'GA-183-8164',
  city: 'Accra',
  region: 'greater_accra',
  isComplete: false,
};

const today = () => new Date('2026-11-21T12:00:00Z');

function renderPage(onSave = vi.fn().mockResolvedValue(null), onChangePassword = vi.fn().mockResolvedValue(null)) {
  render(
    <MockedProvider mocks={[]}>
      <ProfilePage profile={profile} onSave={onSave} onChangePassword={onChangePassword} today={today} />
    </MockedProvider>,
  );
  return { onSave, onChangePassword };
}

describe('ProfilePage', () => {
  it('shows the saved details in labelled fields', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Ama');
    expect(screen.getByRole('textbox', { name: /ghanapost gps/i })).toHaveValue('GA-183-8164');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Greater Accra');
    expect(screen.getByText(/Complete every field below/)).toBeInTheDocument();
  });

  it('offers all 16 regions', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(17); // 16 regions and 'Not set'
    expect(options.map((option) => option.textContent)).toContain('Western North');
  });

  it('rejects a malformed Ghana Card number and a minor before sending', async () => {
    const user = userEvent.setup();
    const { onSave } = renderPage();
    await user.type(screen.getByRole('textbox', { name: /ghana card number/i }), 'GHA-12345-6');
    await user.clear(screen.getByLabelText(/date of birth/i));
    await user.type(screen.getByLabelText(/date of birth/i), '2010-01-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.ghanaCardNumber)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.underage)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends valid values and confirms the save', async () => {
    const user = userEvent.setup();
    const { onSave } = renderPage();
    await user.type(screen.getByRole('textbox', { name: /ghana card number/i }), 'gha-123456789-0');
    await user.clear(screen.getByRole('textbox', { name: /phone number/i }));
    await user.type(screen.getByRole('textbox', { name: /phone number/i }), '024 765 4321');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ ghanaCardNumber: 'GHA-123456789-0', phone: '024 765 4321' });
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  });

  it('puts a server error under the field it names and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue({ field: 'ghanaCardNumber', message: 'This Ghana Card number is already registered to another account.' });
    renderPage(onSave);
    const card = screen.getByRole('textbox', { name: /ghana card number/i });
    await user.type(card, 'GHA-123456789-0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This Ghana Card number is already registered to another account.')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveValue('GHA-123456789-0');
  });
});

describe('ChangePasswordForm', () => {
  it('asks for 12 characters without calling the server', async () => {
    const user = userEvent.setup();
    const onChangePassword = vi.fn();
    render(<ChangePasswordForm onChangePassword={onChangePassword} />);
    await user.type(screen.getByLabelText(/current password/i), 'Old-pass1');
    await user.type(screen.getByLabelText(/^new password/i), 'short');
    await user.type(screen.getByLabelText(/confirm new password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it('shows the server’s answer and confirms a change', async () => {
    const user = userEvent.setup();
    const onChangePassword = vi.fn().mockResolvedValueOnce('Your current password is incorrect.').mockResolvedValueOnce(null);
    render(<ChangePasswordForm onChangePassword={onChangePassword} />);
    await user.type(screen.getByLabelText(/current password/i), 'Wrong-pass1');
    await user.type(screen.getByLabelText(/^new password/i), 'Better-pass2');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Better-pass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(onChangePassword).toHaveBeenLastCalledWith('Wrong-pass1', 'Better-pass2');
  });
});

describe('profile helpers', () => {
  it('turns Ghana phone numbers into +233 form', () => {
    expect(normalisePhone('024 123 4567')).toBe('+233241234567');
    expect(normalisePhone('+233 24 123 4567')).toBe('+233241234567');
    expect(normalisePhone('12345')).toBeNull();
  });

  it('reads the field a server error names', () => {
    const error = { errors: [{ message: 'Invalid ghanaCardNumber: Enter the Ghana Card number as GHA-XXXXXXXXX-X (9 digits, then 1 digit).', extensions: { code: 'BAD_USER_INPUT', field: 'ghanaCardNumber' } }] };
    expect(serverFieldError(error)).toEqual({ field: 'ghanaCardNumber', message: PROFILE_MESSAGES.ghanaCardNumber });
    expect(serverFieldError(new Error('offline')).field).toBeNull();
  });
});

describe('ProfilePage after applying', () => {
  it('shows the checked identity details read-only with the way to correct them; an empty one can still be filled in', () => {
    render(
      <MockedProvider mocks={[]}>
        <ProfilePage profile={{ ...profile, identityLocked: true }} onSave={vi.fn()} onChangePassword={vi.fn()} today={today} />
      </MockedProvider>,
    );
    const firstName = screen.getByRole('textbox', { name: /first name/i });
    expect(firstName).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/date of birth/i)).toHaveAttribute('readonly');
    expect(screen.getAllByText(IDENTITY_LOCKED_HELPER).length).toBe(3);
    // No Ghana Card number saved yet: it can be filled in.
    expect(screen.getByRole('textbox', { name: /ghana card number/i })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /ghanapost gps/i })).not.toHaveAttribute('readonly');
  });
});
