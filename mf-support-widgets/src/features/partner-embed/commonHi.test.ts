import { changeLanguage, i18n } from '@nyaya/shared-platform';
import { expect, it } from 'vitest';
import { embedCommonHi } from './commonHi';

it('says the platform’s common strings in the words of the platform’s Hindi catalog', async () => {
  await changeLanguage('hi');
  expect(i18n.getResourceBundle('hi', 'common')).toMatchObject(embedCommonHi);
});
