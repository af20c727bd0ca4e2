import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast-store.ts';
import type { ProfileDetails } from './complete-profile-form.tsx';
import { UserDetailsScreen } from './user-details-screen.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
});

function renderScreen(props: { loading?: boolean; saved: ProfileDetails | null }) {
  const save = vi.fn(async (_details: ProfileDetails) => ({}));
  render(
    <MemoryRouter initialEntries={['/user-details']}>
      <Routes>
        <Route
          path="/user-details"
          element={<UserDetailsScreen loading={props.loading ?? false} saved={props.saved} save={save} />}
        />
        <Route path="/onboarding" element={<p>onboarding</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return save;
}

const SAVED = { displayName: 'Avery Quinn', phone: '(555) 123-4567', smsOptIn: true };

describe('/user-details (Complete Your Profile)', () => {
  it('shows the saved profile, and saves an edit of it as an update', async () => {
    const save = renderScreen({ saved: SAVED });
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Avery Quinn');
    expect(screen.getByLabelText<HTMLInputElement>('Phone Number').value).toBe('(555) 123-4567');
    expect(
      screen.getByLabelText<HTMLInputElement>('I agree to receive SMS text messages to verify my account')
        .checked,
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Avery Q. Quinn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Verify Your Phone Number' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Continue' }));
    await screen.findByText('onboarding');
    expect(save).toHaveBeenCalledWith({ ...SAVED, displayName: 'Avery Q. Quinn' });
  });

  it('starts empty for a new user, and waits for the saved profile rather than filling in later', () => {
    renderScreen({ saved: null });
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('');
    cleanup();
    renderScreen({ loading: true, saved: null });
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('keeps the user on the form when saving fails', async () => {
    const save = renderScreen({ saved: SAVED });
    save.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('onboarding')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Avery Quinn');
  });
});
