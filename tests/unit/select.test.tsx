import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('keeps a choice made before hydration: adopted by the form, and the native control stays', async () => {
    const onValueChange = jest.fn();
    // The form keeps the value, as the contact form's draft does.
    function Form() {
      const [value, setValue] = useState('');
      return (
        <form>
          <label htmlFor="p">Purpose</label>
          <Select
            id="p"
            name="purpose"
            value={value}
            onValueChange={(v) => {
              onValueChange(v);
              setValue(v);
            }}
            options={options}
          />
        </form>
      );
    }
    const ui = <Form />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // The visitor picks while the page is still plain HTML.
    const native = container.querySelector('select') as HTMLSelectElement;
    native.value = 'book-stay';

    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(onValueChange).toHaveBeenCalledWith('book-stay');
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    // No swap once idle: the same element, still showing their choice.
    expect(screen.getByRole('combobox', { name: 'Purpose' })).toBe(native);
    expect(native.value).toBe('book-stay');
    container.remove();
  });
});
