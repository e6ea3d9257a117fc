import test from 'node:test';
import assert from 'node:assert/strict';
import { refusalText } from '../../Public/scripts/logic/refusal.js';

test('refusalText gives the reason, then the value still in effect', () => {
  assert.equal(refusalText('At most 40 pt.', '12 pt'), 'At most 40 pt. Not applied: the preview keeps 12 pt.');
  // A reason without a full stop gets one, so the two sentences stay apart.
  assert.equal(refusalText(' Width must be 120–2048 pt ', '390'), 'Width must be 120–2048 pt. Not applied: the preview keeps 390.');
});
