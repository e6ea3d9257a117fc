import test from 'node:test';
import assert from 'node:assert/strict';
import { exportTargetFor } from '../../Public/scripts/logic/export-target.js';

// Targets as `POST /api/export?target=` names them (docs/export.md); preset ids as `GET /api/presets` lists them.
test('the Export tab starts on the library the preset previews', () => {
  assert.equal(exportTargetFor({ preset: 'tabman.buttonBar' }), 'tabman');
  assert.equal(exportTargetFor({ preset: 'swiftUITabPager.scrollable' }), 'swiftui-tabpager');
  assert.equal(exportTargetFor({ preset: 'swiftUITabPager.fixed' }), 'swiftui-tabpager');
  assert.equal(exportTargetFor({ preset: 'bTabViewController' }), 'btabviewcontroller');
  assert.equal(exportTargetFor({ preset: 'tabBarController.left' }), 'tabbarcontroller');
});

test('a behavior the design sets over its preset’s wins', () => {
  assert.equal(exportTargetFor({ preset: 'tabman.buttonBar', bar: { behavior: 'bTabViewController' } }), 'btabviewcontroller');
  assert.equal(exportTargetFor({ preset: 'bTabViewController', bar: { behavior: 'tabman' } }), 'tabman');
});

test('no preset, or one the export does not know, gives Tabman', () => {
  assert.equal(exportTargetFor({}), 'tabman');
  assert.equal(exportTargetFor(null), 'tabman');
  assert.equal(exportTargetFor({ preset: 'someday.newLibrary', bar: { behavior: 'other' } }), 'tabman');
});
