import { expect, test, type Page } from '@playwright/test';
import { snapshot, withConsent } from './helpers';
import { signedInMember } from './members';

/*
 * Members' lists end to end (issue 11, spec §2 cards and profile, §7 list calls) against the real
 * server: a heart on a pick puts it on the profile, where the same heart takes it off; an IMDb
 * ratings export uploaded on the profile turns its highly rated titles into favourites.
 */
const SEARCH = '/tv-recommendations?tv=Breaking%20Bad&movies=';
const RESULTS = 'Your TV Show Recommendations';
const FAVORITE_TV = 'Your Favorite TV Shows';

/** A small IMDb ratings export in the service's own columns: one show rated 9, one rated 6. */
const IMDB_EXPORT = [
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt5071412,9,2024-03-01,Ozark,Ozark,https://www.imdb.com/title/tt5071412/,TV Series,8.5,60,2017,"Crime, Drama, Thriller",400000,2017-07-21,',
  'tt0903747,6,2024-03-02,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama, Thriller",2100000,2008-01-20,',
].join('\n');

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

const favorites = (page: Page) => page.getByRole('region', { name: FAVORITE_TV });

test('heart a pick → it is on the profile → remove it there', async ({ page }, testInfo) => {
  await signedInMember(page, 'heart');
  await page.goto(SEARCH);
  const list = page.getByRole('list', { name: RESULTS });
  await expect(list).toBeVisible({ timeout: 20_000 });
  const title = (await list.getByRole('heading', { level: 3 }).first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  const heart = page.getByRole('group', { name: `Save ${title}` }).getByRole('button', { name: 'Favorite' });
  await heart.click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  const saved = favorites(page).getByRole('heading', { level: 3, name: title });
  await expect(saved).toBeVisible();
  await snapshot(page, testInfo, 'favourite-on-profile');
  await favorites(page).getByRole('group', { name: `Save ${title}` }).getByRole('button', { name: 'Favorite' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(favorites(page).getByText('No favorite TV shows yet.', { exact: false })).toBeVisible();
});

test('import an IMDb export → its favourites appear on the profile', async ({ page }, testInfo) => {
  await signedInMember(page, 'import');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Import Your History' });
  await section.getByLabel('From').selectOption('imdb');
  await section.getByLabel('Export file').setInputFiles({
    name: 'ratings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(IMDB_EXPORT, 'utf8'),
  });
  await section.getByRole('button', { name: 'Import' }).click();
  const summary = section.getByTestId('import-summary');
  await expect(summary).toContainText('Matched 2 of 2 titles.');
  await expect(summary).toContainText('Added 1 favorite and 2 watched titles.');
  await expect(favorites(page).getByRole('heading', { level: 3, name: 'Ozark' })).toBeVisible();
  await expect(favorites(page).getByRole('heading', { level: 3, name: 'Breaking Bad' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'TV Shows to Watch Later' }).getByRole('heading', { level: 3, name: 'Breaking Bad' })).toBeVisible();
  await snapshot(page, testInfo, 'imported');

  // A file that is not an export is refused with the server's reason, and nothing changes.
  await section.getByLabel('Export file').setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
  await section.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByRole('alert')).toContainText("the column 'Const' is missing");
});
