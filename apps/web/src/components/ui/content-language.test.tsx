import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ContentLanguageBadge, ContentLanguageField } from './content-language';

afterEach(() => changeLanguage('en'));

describe('ContentLanguageBadge', () => {
  it('says an item is written in another language, in the reader’s words, and says nothing for the reader’s own', async () => {
    const { container, rerender } = render(<ContentLanguageBadge language="ar" />);
    expect(container).toHaveTextContent('In Arabic');
    rerender(<ContentLanguageBadge language="en" />);
    expect(container).toBeEmptyDOMElement();
    await changeLanguage('fr');
    rerender(<ContentLanguageBadge language="ar" />);
    expect(container).toHaveTextContent('En arabe');
    await changeLanguage('ar');
    rerender(<ContentLanguageBadge language="en" />);
    expect(container).toHaveTextContent('باللغة الإنجليزية');
  });
});

describe('ContentLanguageField', () => {
  function Form() {
    const [value, setValue] = useState('');
    return (
      <>
        <ContentLanguageField label="Language of this item" value={value} onChange={setValue} />
        <output>{value || 'not chosen'}</output>
      </>
    );
  }

  it('shows the interface language until the member chooses, each language named in its own', async () => {
    await changeLanguage('fr');
    const user = userEvent.setup();
    render(<Form />);
    const select = screen.getByRole('combobox', { name: 'Language of this item' });
    expect(select).toHaveValue('fr');
    expect(screen.getByRole('status')).toHaveTextContent('not chosen');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'العربية', 'Français']);
    await user.selectOptions(select, 'العربية');
    expect(screen.getByRole('status')).toHaveTextContent('ar');
  });
});
