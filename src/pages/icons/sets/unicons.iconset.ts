// The unicons set as data (see scripts/iconSets.cjs). webpack replaces this module by the data,
// computed at build time (scripts/webpack/iconSetLoader.cjs); jest runs it as written.
import { iconSet } from '../../../../scripts/iconSets.cjs';

export default iconSet('unicons');
