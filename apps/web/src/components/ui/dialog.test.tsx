import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

// Our dialogs open from ordinary buttons (table rows, icon buttons), not from a Radix Trigger.
function Opener({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit Transaction"
      actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
    >
      <input aria-label="Amount" />
    </Dialog>
  );
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Edit row
      </button>
      {unmountOnClose ? open && dialog : dialog}
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Edit row' });

async function openFromKeyboard() {
  opener().focus();
  fireEvent.click(opener());
  await screen.findByRole('dialog', { name: 'Edit Transaction' });
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
}

afterEach(cleanup);

describe('Dialog', () => {
  it('gives focus back to the button that opened it when closed with Escape', async () => {
    render(<Opener />);
    await openFromKeyboard();
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('gives focus back when the caller unmounts it on close (Cancel)', async () => {
    render(<Opener unmountOnClose />);
    await openFromKeyboard();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });
});
