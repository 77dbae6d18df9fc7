import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText.tsx';

describe('EmailText', () => {
  it('reads as the address, and may wrap only at the @ and before each dot', () => {
    const { container } = render(<EmailText email="first.last@example.co.uk" />);
    expect(container).toHaveTextContent('first.last@example.co.uk');
    expect(container.innerHTML).toBe(
      '<span class="break-words">first<wbr>.last<wbr>@example<wbr>.co<wbr>.uk</span>',
    );
  });
});
