'use strict';

// Chrome DevTools console text from Chrome DevTools Protocol events.
//
// The Chromium oracle (scripts/chromium-oracle) receives `Runtime.consoleAPICalled`
// and `Runtime.exceptionThrown` events and needs the one-line text that the DevTools
// console shows for each message before anything is expanded.  This module produces
// that text from the event data alone (no extra protocol round trips): it decides per
// console method what DevTools shows (ConsoleViewMessage: `Assertion failed: ` prefix,
// console.dir as `%O`, exceptions as `Uncaught` + the exception, …) and leaves the
// rendering of the RemoteObjects themselves (quoting, previews, functions, errors,
// %-substitution) to hosts/browser/js/devtools_render.js.  That renderer is shared with
// hosts/browser/js/console.js, which renders the same text from live values inside
// evloop, so the oracle's text and evloop's come from the same code; its header lists
// the front-end sources it follows and the rendering's text decisions (ordinary spaces
// for DevTools' no-break spaces, errors without their stack frames, `Caused by: …` on a
// line of its own, DOM nodes as their description).
//
// Text decisions at the level of console calls (the same in console.js):
//
//   * console.table prints like console.log (DevTools draws a grid); console.trace
//     prints its message line only (DevTools adds the stack below it).
//   * Groups are not indented: DevTools marks nesting with gutter bars, not text, and
//     its "Save as…" export has no indentation either.  console.groupEnd prints
//     nothing (formatConsoleCall returns null).  console.clear prints
//     "Console was cleared", the line DevTools shows after clearing.
//   * console.debug prints (DevTools hides the Verbose level by default); strings over
//     10,000 characters print whole (DevTools cuts them behind "Show more").
//
// What the event alone does not tell, and so differs from DevTools: the target of a
// bound function (DevTools shows the target's source), causes of causes (DevTools
// follows the whole chain; the preview holds only the first cause).
//
// scripts/lib/devtools_format_check.js checks this module against the DevTools front
// end bundled with Chromium, on the cases of hosts/browser/js/test/console_test.js.
//
// API:
//   formatConsoleCall(type, args) -> string, or null when DevTools shows no message
//   formatException(exceptionDetails) -> string
//   streamForType(type) -> 'stdout' | 'stderr' (how evloop splits console output)
//
// A RemoteObject for a function may carry an extra `functionName` field (the function's
// own `name` property, which the caller can fetch with Runtime.getProperties): DevTools
// uses that name when it abbreviates a function for console.dir / %O (`named()`).

const path = require('path');

const render = require(path.join(__dirname, '../../hosts/browser/js/devtools_render.js'));

// The events' RemoteObjects as they come: previews (and an error's cause, in the
// preview) are read from the objects themselves.
const renderer = render.createRenderer();

function formatConsoleCall(type, args) {
  args = args || [];
  switch (type) {
    case 'endGroup':
      return null;
    case 'clear':
      return render.CONSOLE_CLEARED;
    case 'dir':
      return args.length ? renderer.formatDir(args[0]) : '';
    case 'assert':
      return renderer.formatParameters(args, render.ASSERTION_PREFIX);
    default:
      // log, info, debug, warning, error, trace, table, dirxml, count, timeEnd,
      // startGroup, startGroupCollapsed, … (V8 already wrote the text of count,
      // timeEnd, and the default labels such as 'console.group').
      return renderer.formatParameters(args, '');
  }
}

// Runtime.exceptionThrown: DevTools shows exceptionDetails.text ('Uncaught',
// 'Uncaught (in promise)') followed by the exception as a parameter.
function formatException(details) {
  return renderer.formatException(details.exception, details.text);
}

const STDERR_TYPES = new Set(['warning', 'error', 'assert']);

function streamForType(type) {
  return STDERR_TYPES.has(type) ? 'stderr' : 'stdout';
}

module.exports = {
  formatConsoleCall,
  formatException,
  streamForType,
};
