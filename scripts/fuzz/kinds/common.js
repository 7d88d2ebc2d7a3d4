'use strict';
// What every kind of statement shares: nested contexts and indentation.

// The generation context of a callback's body nested in `ctx`: one level deeper, not
// async unless `over` says so.
//
// A generation context says what may be made at a place: `depth`, `async` (an `await`
// is allowed), `top` (an ES module's top level), `timed` (the place runs at a time the
// timing model knows, so timers and immediates may be set there), `emit` (emitting,
// dispatching and aborting are allowed: not inside listeners, which would recurse),
// `throws` (a throw may end the body), `esm`.
function inner(ctx, over = {}) {
  return { ...ctx, depth: ctx.depth + 1, async: false, top: false, throws: false, ...over };
}

function indent(text, by = '  ') {
  return text
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');
}

module.exports = { inner, indent };
