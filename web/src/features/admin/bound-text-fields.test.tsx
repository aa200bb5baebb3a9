import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bindTextFields } from './bound-text-fields';

describe('bindTextFields', () => {
  it('shows the value and its own error, and reports typing by field name', () => {
    const set = vi.fn();
    const field = bindTextFields({ title: 'Diwali', link: '/shop' }, set, (name) =>
      name === 'link' ? 'Use a path in the shop.' : null,
    );
    render(
      <>
        {field('title', 'Title')}
        {field('link', 'Link', { hint: 'A page of the shop' })}
      </>,
    );
    const title = screen.getByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Diwali');
    expect(title.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(title, { target: { value: 'Pongal' } });
    expect(set).toHaveBeenCalledWith('title', 'Pongal');
    const link = screen.getByLabelText<HTMLInputElement>('Link');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Use a path in the shop.');
    expect(screen.getByText('A page of the shop')).toBeInTheDocument();
  });
});
