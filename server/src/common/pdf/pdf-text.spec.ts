import { winAnsi } from './pdf-text';

describe('winAnsi', () => {
  it('keeps what Helvetica draws', () => {
    expect(winAnsi('Café “Zoë” – 12,50 € ™')).toBe('Café “Zoë” – 12,50 € ™');
  });

  it('draws other letters by their base letter, else as ?', () => {
    expect(winAnsi('Łódź Ő')).toBe('?ódz O');
    expect(winAnsi('Иван 中文 😀')).toBe('???? ?? ?');
    expect(winAnsi('a\nb\tc')).toBe('a\nb c');
  });
});
