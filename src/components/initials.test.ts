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

  it('keeps skin tones, emoji tags and decomposed Hangul with their character', () => {
    expect(initials('👍🏽 Thumbs')).toBe('👍🏽T');
    // England's flag: a black flag and tag characters.
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(initials(`${england} Team`)).toBe(`${england}T`);
    // HANGUL CHOSEONG KIYEOK + JUNGSEONG A: one syllable, two code points.
    expect(initials('\u1100\u1161 Kim')).toBe('\u1100\u1161K');
  });

  it('gives nothing for a blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('  ')).toBe('');
  });

  it('takes a plain first letter without Intl.Segmenter (its data costs a long task)', () => {
    const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
    const Segmenter = Intl.Segmenter;
    let made = 0;
    Object.defineProperty(Intl, 'Segmenter', {
      configurable: true,
      value: class Counted extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
          super(...args);
          made += 1;
        }
      },
    });
    try {
      expect(initials('Shreyu Admin')).toBe('SA');
      expect(initials('Élodie Ñúñez')).toBe('ÉÑ');
      expect(made).toBe(0);
      expect(initials('E\u0301mile Zola')).toBe('E\u0301Z');
      expect(made).toBe(1);
    } finally {
      if (original) Object.defineProperty(Intl, 'Segmenter', original);
    }
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
