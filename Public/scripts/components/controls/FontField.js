/**
 * The typeface control (`text.font`): a list of the built-in faces and the fonts uploaded from this
 * browser, an upload button and a drop zone for TTF/OTF files (several static files of one family at
 * once), the fonts in use, and one line on licensing.
 */

import { h } from '../dom.js';
import { familyValue, fontChoices, fontFileProblem, uploadLabel } from '../../logic/font-choice.js';
import { getFontDescription, uploadFont } from '../../services/api.js';
import { readJSON, writeJSON } from '../../services/storage.js';

const KNOWN_FONTS = 'pp.fonts';

/**
 * @param {any} control
 * @param {{onChange: (value: unknown, live?: boolean) => void, describedBy: string}} options
 */
export function FontField(control, { onChange, describedBy }) {
  /** @type {Record<string, any>} */
  const known = readJSON(KNOWN_FONTS) ?? {};
  let current = 'default';
  const select = /** @type {HTMLSelectElement} */ (
    h('select', { class: 'field', id: `opt-${control.path.replace(/\W/g, '-')}`, name: control.path, 'aria-describedby': describedBy })
  );
  const file = /** @type {HTMLInputElement} */ (
    h('input', { type: 'file', accept: '.ttf,.otf,font/ttf,font/otf', multiple: true, hidden: true, dataset: { fontFile: '' } })
  );
  const status = h('p', { class: 'font-field__status', role: 'status', dataset: { fontStatus: '' } });
  const inUse = h('p', { class: 'font-field__in-use', dataset: { fontInUse: '' } });
  const upload = h('button', { type: 'button', class: 'button button--small', onclick: () => file.click() }, 'Upload font…');
  const drop = h(
    'div',
    { class: 'font-field__drop', dataset: { fontDrop: '' } },
    upload,
    h('span', {}, ' or drop TTF/OTF files here'),
  );
  const element = h(
    'div',
    { class: 'font-field' },
    select,
    drop,
    file,
    status,
    inUse,
    h('p', { class: 'font-field__licence' }, 'You upload a font at your own risk: its licence is your concern.'),
  );

  select.addEventListener('change', () => onChange(select.value, false));
  file.addEventListener('change', () => {
    if (file.files?.length) send([...file.files]);
    file.value = '';
  });
  drop.addEventListener('dragover', (event) => {
    event.preventDefault();
    drop.classList.add('is-over');
  });
  drop.addEventListener('dragleave', () => drop.classList.remove('is-over'));
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    drop.classList.remove('is-over');
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length) send(files);
  });

  /** @param {File[]} files */
  async function send(files) {
    const problem = files.map(fontFileProblem).find(Boolean);
    if (problem) {
      status.textContent = problem;
      status.classList.add('is-error');
      return;
    }
    status.textContent = `Uploading ${files.length === 1 ? files[0].name : `${files.length} files`}…`;
    status.classList.remove('is-error');
    const uploaded = [];
    for (const one of files) {
      try {
        const description = await uploadFont(one);
        known[description.id] = description;
        uploaded.push(description);
      } catch (error) {
        status.textContent = `${one.name}: ${error instanceof Error ? error.message : error}`;
        status.classList.add('is-error');
        return;
      }
    }
    writeJSON(KNOWN_FONTS, known);
    const family = familyValue(uploaded);
    if ('error' in family) {
      status.textContent = family.error;
      status.classList.add('is-error');
      render();
      return;
    }
    status.textContent = `Using ${uploadLabel(uploaded[0])}${uploaded.length > 1 ? ` and ${uploaded.length - 1} more` : ''}.`;
    current = family.value;
    render();
    onChange(family.value, false);
  }

  function render() {
    const choices = fontChoices(current, known);
    select.replaceChildren(...choices.map((c) => h('option', { value: c.value, selected: c.value === current }, c.label)));
    select.value = current;
    const label = choices.find((c) => c.value === current)?.label ?? current;
    inUse.textContent = `In use: ${label}`;
  }

  /** Fetches descriptions of fonts a shared link names that this browser has not seen. */
  async function describeUnknown() {
    const missing = current.split(',').filter((id) => /^[0-9a-f]{64}$/.test(id) && !known[id]);
    if (missing.length === 0) return;
    for (const id of missing) {
      try {
        known[id] = await getFontDescription(id);
      } catch {
        return;
      }
    }
    writeJSON(KNOWN_FONTS, known);
    render();
  }

  render();
  return {
    element,
    focusTarget: select,
    /** @param {unknown} value */
    set(value) {
      const next = typeof value === 'string' && value ? value : 'default';
      if (next === current && select.options.length) return;
      current = next;
      render();
      describeUnknown();
    },
  };
}
