import { afterEach, describe, expect, it } from 'vitest';
import { schemas } from '../../../../content/schemas';
import { describeFields } from './schema-fields';
import { typedBeforeCode } from './typed-before-code';

// The server's form as a browser holds it before the page's code runs: the drawn values are
// the markup's, what was typed since is the controls' own state.
const services = describeFields(schemas.services);

function drawForm() {
  document.body.innerHTML = `
    <form id="f">
      <input name="title" value="Roofs">
      <select name="icon"><option value="layers">layers</option><option value="hammer">hammer</option></select>
      <textarea name="description">Drawn.</textarea>
      <select name="image.src"><option value="">No picture</option><option value="a.jpg">a.jpg</option></select>
      <input name="image.alt" value="">
      <input name="checklist.0" value="One">
      <button name="intent" value="save">Save</button>
    </form>`;
  return document.getElementById('f') as HTMLFormElement;
}

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typedBeforeCode', () => {
  it('is null while the form holds what the server drew, and without the form', () => {
    drawForm();
    expect(typedBeforeCode('f', services)).toBeNull();
    expect(typedBeforeCode('missing', services)).toBeNull();
  });

  it('gives each field changed since, as a post would read it, and no other', () => {
    const form = drawForm();
    field(form, 'icon').value = 'hammer';
    field(form, 'image.src').value = 'a.jpg';
    field(form, 'checklist.0').value = ' Ridge tiles ';
    expect(typedBeforeCode('f', services)).toEqual({
      icon: 'hammer',
      image: { src: 'a.jpg', alt: '' },
      checklist: ['Ridge tiles'],
    });
  });

  it('reads a typed-over textarea and a select with no option marked as shown', () => {
    const form = drawForm();
    field(form, 'description').value = 'Typed early.';
    expect(typedBeforeCode('f', services)).toEqual({ description: 'Typed early.' });
  });
});
