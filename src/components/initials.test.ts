import { initials } from './initials';

const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Shreyu Admin')).toBe('SA');
    expect(initials('demo user')).toBe('DU');
    expect(initials('Cher')).toBe('C');
  });

  it('keeps an emoji whole: no lone surrogate', () => {
    const result = initials('🙂 Zoe Smith');
    expect(result).toBe('🙂Z');
    expect(hasLoneSurrogate(result)).toBe(false);
  });

  it('keeps a multi-code-point emoji (family, flag) as one character', () => {
    expect(initials('👩‍👩‍👧 Family')).toBe('👩‍👩‍👧F');
    expect(initials('🇮🇹 Roma')).toBe('🇮🇹R');
  });

  it('keeps accents, precomposed or combining', () => {
    expect(initials('Élodie Ñúñez')).toBe('ÉÑ');
    expect(initials('élodie ñúñez')).toBe('ÉÑ');
    // "E" + COMBINING ACUTE ACCENT: one grapheme, two code points.
    expect(initials('E\u0301mile Zola')).toBe('E\u0301Z');
  });

  it('gives nothing for a blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('  ')).toBe('');
  });

  describe('without Intl.Segmenter', () => {
    const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
    beforeEach(() => {
      // An engine that lacks Intl.Segmenter.
      Reflect.deleteProperty(Intl, 'Segmenter');
    });
    afterEach(() => {
      if (original) Object.defineProperty(Intl, 'Segmenter', original);
    });

    it('falls back to whole code points', () => {
      expect(initials('🙂 Zoe Smith')).toBe('🙂Z');
      expect(initials('Élodie Ñúñez')).toBe('ÉÑ');
    });
  });
});
