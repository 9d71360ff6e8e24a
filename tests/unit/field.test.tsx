// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TextField } from '@/components/ui/field';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and announces its hint', () => {
    render(<TextField label="Pincode" hint="6 digits" name="pincode" />);
    const input = screen.getByLabelText('Pincode');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('6 digits').id);
  });

  it('marks the input invalid and ties the error text to it', () => {
    render(<TextField label="Pincode" error="Enter a 6-digit Indian PIN" name="pincode" />);
    const input = screen.getByLabelText('Pincode');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a 6-digit Indian PIN');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });
});
