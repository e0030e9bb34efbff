import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import TextInput from '@/components/ui/forms/TextInput';
import { useTextInput } from '@/components/ui/forms/useTextInput';
import { renderScreen } from '../../support/screen';

describe('OutlinedField', () => {
  it('is a labelled text box described by its hint, as TextField was', async () => {
    function Box() {
      const [value, setValue] = useState('');
      return <OutlinedField label="Romkode" helperText="Store og små bokstaver spiller ingen rolle" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    renderScreen(<Box />);
    const input = screen.getByRole('textbox', { name: 'Romkode' });
    expect(input).toHaveAccessibleDescription('Store og små bokstaver spiller ingen rolle');
    await userEvent.type(input, 'FestA');
    expect(input).toHaveValue('FestA');
  });

  it('marks a required field and an error on the input itself', () => {
    renderScreen(<OutlinedField label="Passord" required error helperText="Skriv et passord" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /Passord/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Skriv et passord');
  });

  it('keeps two fields apart (each label names its own input)', () => {
    renderScreen(
      <>
        <OutlinedField label="Fra" value="" onChange={() => {}} />
        <OutlinedField label="Til" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Fra' })).not.toBe(screen.getByRole('textbox', { name: 'Til' }));
  });
});

describe('TextInput', () => {
  it('shows the rule’s Norwegian message on the field and marks it invalid', async () => {
    function Form() {
      const field = useTextInput({ label: 'navnet', max: 10 });
      return (
        <>
          <TextInput field={field} label="Navn" />
          <button type="button" onClick={() => field.validate()}>
            Send
          </button>
        </>
      );
    }
    renderScreen(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByRole('textbox', { name: 'Navn' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/navnet/i);
  });
});
