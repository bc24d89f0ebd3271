import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Input } from '../Input/Input';
import { Textarea } from '../Textarea/Textarea';
import { Field } from './Field';
import { useFieldControl } from './FieldContext';

describe('Field', () => {
  it('links its label to the control so the control is found by its label', async () => {
    renderWithTheme(
      <Field label="Email Address">
        <Input placeholder="Enter your email address" />
      </Field>,
    );

    const input = screen.getByLabelText('Email Address');
    expect(input).toBe(screen.getByPlaceholderText('Enter your email address'));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBe(input);

    await userEvent.click(screen.getByText('Email Address'));
    expect(input).toHaveFocus();
  });

  it('uses the id given to the Field', () => {
    renderWithTheme(
      <Field label="Phone Number" id="complaint-phone">
        <Input />
      </Field>,
    );

    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('id', 'complaint-phone');
  });

  it('announces the error, marks the control invalid and describes it by the error', () => {
    renderWithTheme(
      <Field label="Full Name" error="Full name is required">
        <Input />
      </Field>,
    );

    const input = screen.getByLabelText('Full Name');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Full name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Full name is required');
  });

  it('is valid and has no alert without an error', () => {
    renderWithTheme(
      <Field label="Full Name" hint="As on your ID">
        <Input />
      </Field>,
    );

    const input = screen.getByLabelText('Full Name');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your ID');
  });

  it('describes the control by both hint and error', () => {
    renderWithTheme(
      <Field label="Years of Experience" hint="Whole years" error="Must be a number">
        <Input type="number" />
      </Field>,
    );

    expect(screen.getByLabelText('Years of Experience')).toHaveAccessibleDescription(
      'Whole years Must be a number',
    );
  });

  it('shows a visual * for required fields and marks the control aria-required', () => {
    renderWithTheme(
      <Field label="BAR Council ID" required>
        <Input />
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'BAR Council ID' });
    expect(input).toHaveAttribute('aria-required', 'true');
    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not mark optional fields as required', () => {
    renderWithTheme(
      <Field label="Location">
        <Input />
      </Field>,
    );

    expect(screen.getByLabelText('Location')).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('wires a Textarea the same way', () => {
    renderWithTheme(
      <Field label="Complaint Details" error="Please describe your complaint">
        <Textarea />
      </Field>,
    );

    const textarea = screen.getByLabelText('Complaint Details');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets custom controls join in through useFieldControl', () => {
    function CustomControl() {
      const props = useFieldControl({});
      return <div role="slider" aria-valuenow={3} tabIndex={0} {...props} />;
    }
    renderWithTheme(
      <Field label="Volume" error="Too loud">
        <CustomControl />
      </Field>,
    );

    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-invalid', 'true');
    expect(slider).toHaveAccessibleDescription('Too loud');
    expect(screen.getByText('Volume')).toHaveAttribute('for', slider.id);
  });

  it('keeps a double-click on the label from selecting its text, as Radix Label does', () => {
    renderWithTheme(
      <Field label="Email Address">
        <Input />
      </Field>,
    );
    const label = screen.getByText('Email Address');

    // fireEvent returns false when the default action was prevented.
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
  });
});
