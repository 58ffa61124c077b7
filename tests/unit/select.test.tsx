import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Select } from '@/components/ui/Select';

const options = [
  { value: '', label: 'Select an option' },
  { value: 'book-stay', label: 'Book a stay' },
];

describe('Select', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('works as the native control first, then becomes the Radix Select when idle', async () => {
    const onValueChange = jest.fn();
    render(
      <form>
        <label htmlFor="p">Purpose</label>
        <Select id="p" name="purpose" value="" onValueChange={onValueChange} options={options} />
      </form>,
    );
    const native = screen.getByRole('combobox', { name: 'Purpose' });
    expect(native.tagName).toBe('SELECT');
    expect(native).toHaveAttribute('name', 'purpose');
    fireEvent.change(native, { target: { value: 'book-stay' } });
    expect(onValueChange).toHaveBeenCalledWith('book-stay');

    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Purpose' }).tagName).toBe('BUTTON'),
    );
    // Radix keeps a hidden native select so the value is still submitted with the form.
    expect(document.querySelector('select[name="purpose"]')).not.toBeNull();
  });

  it('does not swap while the native control is in use, and swaps once focus moves on', async () => {
    render(
      <form>
        <label htmlFor="p">Purpose</label>
        <Select id="p" name="purpose" value="" onValueChange={jest.fn()} options={options} />
        <button type="button">Next</button>
      </form>,
    );
    const native = screen.getByRole('combobox', { name: 'Purpose' });
    act(() => native.focus());

    await act(async () => {
      jest.advanceTimersByTime(250);
      await Promise.resolve();
    });
    // The enhanced module has loaded by now; the control under the visitor's finger stays put.
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.getByRole('combobox', { name: 'Purpose' })).toBe(native);
    expect(native).toHaveFocus();

    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Purpose' }).tagName).toBe('BUTTON'),
    );
  });
});
