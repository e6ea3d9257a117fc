import test from 'node:test';
import assert from 'node:assert/strict';
import { deleteConfirmation, deletedMessage } from '../../Public/scripts/logic/delete-confirm.js';

// Version 1 was saved as "Tabs"; versions 2 and 3 renamed the config "Tabs (final)".
const oldVersion = {
  name: 'Tabs', visibility: 'unlisted', version: 1, latestVersion: 3,
  current: { name: 'Tabs (final)', visibility: 'public' },
};

test('on an older version’s page the confirmation names the config as it is now, and says every version goes', () => {
  const text = deleteConfirmation(oldVersion);
  assert.match(text, /“Tabs \(final\)”/);
  assert.doesNotMatch(text, /“Tabs”/, 'the old version’s name is not the config’s now');
  assert.match(text, /whole config/);
  assert.match(text, /all 3 versions, not only version 1 shown here/);
  assert.match(text, /cannot be undone/);
});

test('without the latest at hand, it says the name is the shown version’s and still that all versions go', () => {
  const text = deleteConfirmation({ ...oldVersion, current: null });
  assert.match(text, /whole config \(“Tabs” in version 1\)/);
  assert.match(text, /all 3 versions/);
});

test('on the latest version’s page it names it and counts its versions', () => {
  assert.equal(
    deleteConfirmation({ name: 'Tabs (final)', version: 3, latestVersion: 3 }),
    'Delete “Tabs (final)” and all 3 versions? Its links will stop working. This cannot be undone.',
  );
  assert.match(deleteConfirmation({ name: 'Solo', version: 1, latestVersion: 1 }), /“Solo” and its only version\?/);
});

test('the log names the deleted config as it was last named', () => {
  assert.equal(deletedMessage(oldVersion), 'Deleted “Tabs (final)” and its 3 versions. What the preview shows is unsaved now.');
  assert.equal(deletedMessage({ name: 'Solo', version: 1, latestVersion: 1 }), 'Deleted “Solo”. What the preview shows is unsaved now.');
});
