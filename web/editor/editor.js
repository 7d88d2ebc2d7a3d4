// The playground's code editor: CodeMirror 6 with JavaScript highlighting, bundled by
// scripts/build-editor into web/app/vendor/editor.js (a global `EvloopEditor`), so the
// page loads nothing from the network.
import { EditorView, basicSetup } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration } from '@codemirror/view';
import { keymap } from '@codemirror/view';

// The line of the step the explainer shows, marked in the editor.
const setMarkedLine = StateEffect.define();
const markedLine = StateField.define({
  create() { return Decoration.none; },
  update(marks, tr) {
    marks = marks.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setMarkedLine)) continue;
      if (e.value === null || e.value < 1 || e.value > tr.state.doc.lines) {
        marks = Decoration.none;
      } else {
        const line = tr.state.doc.line(e.value);
        marks = Decoration.set([Decoration.line({ class: 'cm-evloop-step' }).range(line.from)]);
      }
    }
    return marks;
  },
  provide: (f) => EditorView.decorations.from(f),
});

// Creates an editor in `parent` holding `doc`. `onChange(text)` after each edit;
// `onRun()` on Ctrl/Cmd-Enter.
export function create(parent, doc, { onChange, onRun } = {}) {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        keymap.of([{ key: 'Mod-Enter', run: () => { if (onRun) onRun(); return true; } }]),
        basicSetup,
        javascript(),
        markedLine,
        EditorView.updateListener.of((u) => { if (u.docChanged && onChange) onChange(u.state.doc.toString()); }),
        EditorView.theme({ '.cm-evloop-step': { backgroundColor: '#fff3bf' } }),
      ],
    }),
  });
  return {
    view,
    getText: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    markLine(n) {
      const effects = [setMarkedLine.of(n)];
      if (n && n >= 1 && n <= view.state.doc.lines) {
        effects.push(EditorView.scrollIntoView(view.state.doc.line(n).from, { y: 'center' }));
      }
      view.dispatch({ effects });
    },
    focus: () => view.focus(),
  };
}
