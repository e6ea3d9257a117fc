/**
 * A number option: a text field that takes numbers with units and named values, steps with the
 * arrow keys (Shift ×10), and scrubs when its label or handle is dragged sideways (Shift fine,
 * Alt coarse), plus a slider for short ranges. The text field carries `name` = the key path.
 */

import { h, idFor } from '../dom.js';
import { parseNumberInput, snapNumber, formatNumber } from '../../logic/schema-controls.js';
import { FieldError } from './FieldError.js';
import { paintRangeFill } from '../../logic/range-fill.js';

/** Points of pointer travel per step while scrubbing. */
const PIXELS_PER_STEP = 4;

/**
 * @param {import('../../logic/schema-controls.js').Control} control
 * @param {{onChange: (value: number, live: boolean) => void, describedBy: string, scrubHandle: HTMLElement}} options
 *   `scrubHandle` is the label element that scrubs when dragged
 */
export function NumberField(schemaControl, { onChange, describedBy, scrubHandle }) {
  /** The option with the range the document allows (`limit`): a tab index goes up to the last tab. */
  let control = schemaControl;
  const id = idFor('opt', control.path);
  let current = Number(control.default ?? 0);
  const step = control.step || (control.type === 'integer' ? 1 : 0.1);

  const input = h('input', {
    type: 'text',
    inputMode: 'decimal',
    class: 'field number__input',
    name: control.path,
    id,
    autocomplete: 'off',
    spellcheck: false,
    'aria-describedby': describedBy,
  });
  const error = FieldError(/** @type {HTMLInputElement} */ (input), `${id}-error`);
  const unit = control.unit ? h('span', { class: 'number__unit', 'aria-hidden': 'true' }, control.unit) : null;
  /** @type {HTMLInputElement | null} */
  let slider = null;
  if (control.widget === 'slider') {
    slider = /** @type {HTMLInputElement} */ (h('input', {
      type: 'range',
      class: 'number__slider',
      min: String(control.min ?? 0),
      max: String(control.max ?? 100),
      step: String(step),
      tabIndex: -1,
      'aria-hidden': 'true',
      'aria-label': `${control.label} slider`,
    }));
    slider.addEventListener('input', () => commit(Number(slider?.value), true));
    paintRangeFill(slider);
  }

  /** @param {number} value @param {boolean} live */
  function commit(value, live) {
    if (!Number.isFinite(value)) return;
    current = value;
    error.clear();
    show(value);
    onChange(value, live);
  }

  /** @param {number} value */
  function show(value) {
    if (document.activeElement !== input || input.dataset.scrubbing === 'true') input.value = formatNumber({ ...control, unit: '' }, value);
    if (slider) {
      slider.value = String(value);
      paintRangeFill(slider);
    }
  }

  /** The value in effect as the field shows it, unit included. */
  const shown = () => formatNumber(control, current);

  input.addEventListener('change', () => {
    const parsed = parseNumberInput(control, input.value);
    if ('error' in parsed) {
      error.show(parsed.error, shown());
      return;
    }
    commit(parsed.value, false);
    input.value = formatNumber({ ...control, unit: '' }, parsed.value);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const factor = event.shiftKey ? 10 : 1;
    const delta = (event.key === 'ArrowUp' ? 1 : -1) * step * factor;
    const next = snapNumber(control, current + delta);
    commit(next, true);
    input.value = formatNumber({ ...control, unit: '' }, next);
  });
  input.addEventListener('blur', () => {
    if (!error.shown) input.value = formatNumber({ ...control, unit: '' }, current);
  });

  attachScrub(scrubHandle, {
    start: () => current,
    move: (start, dx, event) => {
      const factor = event.shiftKey ? 0.1 : event.altKey ? 10 : 1;
      const next = snapNumber(control, start + Math.round(dx / PIXELS_PER_STEP) * step * factor);
      if (next !== current) commit(next, true);
    },
    end: () => {
      input.dataset.scrubbing = 'false';
    },
    begin: () => {
      input.dataset.scrubbing = 'true';
    },
  });

  const element = h(
    'div',
    { class: slider ? 'number number--slider' : 'number' },
    slider,
    h('span', { class: 'number__box' }, input, unit),
    error.element,
  );
  return {
    element,
    focusTarget: input,
    /**
     * Narrows (or widens back) the range typed, stepped and slid values must keep to.
     * @param {import('../../logic/schema-controls.js').Control} next
     */
    limit(next) {
      control = next;
      if (slider) {
        slider.max = String(next.max ?? 100);
        paintRangeFill(slider);
      }
    },
    /** @param {unknown} value */
    set(value) {
      const n = Number(value);
      if (!Number.isFinite(n)) return;
      // A refused text keeps its message while the value in effect is unchanged; another value from
      // outside (undo, reset, preset) replaces it.
      if (error.shown && n === current) return;
      current = n;
      error.clear();
      show(n);
    },
  };
}

/**
 * Drag-to-scrub on an element: horizontal pointer travel after a press changes the value.
 * @param {HTMLElement} handle
 * @param {{start: () => number, move: (start: number, dx: number, event: PointerEvent) => void,
 *   begin: () => void, end: () => void}} callbacks
 */
function attachScrub(handle, { start, move, begin, end }) {
  let origin = null;
  handle.classList.add('scrub-handle');
  handle.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    origin = { x: event.clientX, value: start(), moved: false, id: event.pointerId };
    handle.setPointerCapture(event.pointerId);
  });
  handle.addEventListener('pointermove', (event) => {
    if (!origin || event.pointerId !== origin.id) return;
    const dx = event.clientX - origin.x;
    if (!origin.moved && Math.abs(dx) < 3) return;
    if (!origin.moved) begin();
    origin.moved = true;
    event.preventDefault();
    move(origin.value, dx, event);
  });
  const finish = (event) => {
    if (!origin || event.pointerId !== origin.id) return;
    if (origin.moved) {
      event.preventDefault();
      end();
    }
    origin = null;
  };
  handle.addEventListener('pointerup', finish);
  handle.addEventListener('pointercancel', finish);
}
