import { createSlice } from '@reduxjs/toolkit';
import { defineFeature } from '@/lib/feature';
import { warmUpIntl } from './warmUpIntl';
import { preparePage, type PageContext } from './lazyPage';
import type { PageModule } from './pageModule';

jest.mock('./warmUpIntl', () => ({ warmUpIntl: jest.fn() }));

/** Just what preparePage touches of the store and i18n. */
function fakeContext() {
  const injectFeature = jest.fn();
  const context = { store: { injectFeature }, i18n: { language: 'it' } };
  return { context: context as unknown as PageContext, injectFeature };
}

const Page = () => null;

describe('preparePage: the locale data', () => {
  beforeEach(() => jest.mocked(warmUpIntl).mockClear());

  it('gets ready for a page with data features, in the current language', () => {
    const { context, injectFeature } = fakeContext();
    const slice = createSlice({ name: 'demoPrepared', initialState: {}, reducers: {} });
    const feature = defineFeature({ name: 'demoPrepared', slice });
    const module: PageModule = { default: Page, features: [feature] };

    preparePage(module, context);

    expect(injectFeature).toHaveBeenCalledWith(feature);
    expect(warmUpIntl).toHaveBeenCalledWith('it');
  });

  it('is not loaded for a page without data: it shows no dates', () => {
    const { context } = fakeContext();

    preparePage({ default: Page }, context);
    preparePage({ default: Page, features: [] }, context);

    expect(warmUpIntl).not.toHaveBeenCalled();
  });
});
