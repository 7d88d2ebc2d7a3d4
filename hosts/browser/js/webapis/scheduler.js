'use strict';
// Prioritized Task Scheduling (WICG scheduling-apis) as Chromium ships it:
// `scheduler.postTask`, `scheduler.yield`, `TaskController`, `TaskSignal`,
// `TaskPriorityChangeEvent`.
//
// The queues are the host's (hosts/browser/src: `Source::Scheduler`, `Priority`): a
// task is posted with its priority, and the event loop takes the best runnable priority
// first: user-blocking, then user-visible alongside timers and messages, then
// background; a `scheduler.yield()` continuation goes before the tasks of its own
// priority. A task that follows a `TaskSignal` (no fixed `priority` option) moves when
// `setPriority` changes the signal's priority.
//
// A callback runs in its task's "scheduling state" (its signal and priority), kept as the
// engine's async context so that it survives `await` (as Chromium keeps it in V8's
// continuation-preserved embedder data): `scheduler.yield()` inherits it.

const PRIORITIES = ['user-blocking', 'user-visible', 'background'];

module.exports = function installScheduler({
  global, binding, abort, Event, DOMException, finishInterface, illegalConstructor,
  defineEventHandlers,
}) {
  // Marks a scheduling state (the async context a scheduled callback runs in).
  const kState = Symbol('evloop.schedulingState');
  // TaskSignal records: priority, the group number the host knows its tasks by, whether a
  // prioritychange event is being fired.
  const taskSignals = new WeakMap();
  let nextGroup = 1;
  let tracking = false;

  const enumError = (where, member, dict, value) => new TypeError(
    `${where}: Failed to read the '${member}' property from '${dict}': The provided value '${value}' is not a valid enum value of type TaskPriority.`);
  const checkPriority = (value, fail) => {
    const s = String(value);
    if (!PRIORITIES.includes(s)) throw fail(s);
    return s;
  };
  const isSignal = (v) => v !== null && typeof v === 'object' && abort.isSignal(v);
  const taskRecord = (s) => {
    const r = s !== null && typeof s === 'object' ? taskSignals.get(s) : undefined;
    if (r === undefined) throw new TypeError('Illegal invocation');
    return r;
  };

  // ------------------------------------------------------- TaskPriorityChangeEvent
  class TaskPriorityChangeEvent extends Event {
    #previous;
    constructor(type, init) {
      if (arguments.length < 2) {
        throw new TypeError(`Failed to construct 'TaskPriorityChangeEvent': 2 arguments required, but only ${arguments.length} present.`);
      }
      const previous = init === null || init === undefined ? undefined : init.previousPriority;
      if (previous === undefined) {
        throw new TypeError("Failed to construct 'TaskPriorityChangeEvent': Failed to read the 'previousPriority' property from 'TaskPriorityChangeEventInit': Required member is undefined.");
      }
      const where = "Failed to construct 'TaskPriorityChangeEvent'";
      const p = checkPriority(previous, (v) => enumError(where, 'previousPriority', 'TaskPriorityChangeEventInit', v));
      super(type, init);
      this.#previous = p;
    }
    get previousPriority() { return this.#previous; }
  }
  finishInterface(TaskPriorityChangeEvent, 'TaskPriorityChangeEvent');

  // ------------------------------------------------------------------ TaskSignal
  class TaskSignal extends global.AbortSignal {
    constructor() { throw illegalConstructor('TaskSignal'); }
    get priority() { return taskRecord(this).priority; }
    // "create a dependent task signal": its priority is fixed or follows a TaskSignal.
    static any(signals, init = undefined) {
      if (arguments.length < 1) {
        throw new TypeError("Failed to execute 'any' on 'TaskSignal': 1 argument required, but only 0 present.");
      }
      let priority = 'user-visible';
      let follow = null;
      const p = init === null || init === undefined ? undefined : init.priority;
      if (p !== undefined) {
        if (p !== null && typeof p === 'object' && taskSignals.has(p)) {
          follow = p;
        } else {
          priority = checkPriority(p, (v) => enumError("Failed to execute 'any' on 'TaskSignal'",
            'priority', 'TaskSignalAnyInit', v));
        }
      }
      const s = abort.dependentSignal(signals, TaskSignal.prototype, "any' on 'TaskSignal");
      newTaskRecord(s, follow === null ? priority : taskRecord(follow).priority);
      if (follow !== null) taskRecord(follow).followers.push(s);
      return s;
    }
  }
  defineEventHandlers(TaskSignal.prototype, ['prioritychange']);
  finishInterface(TaskSignal, 'TaskSignal');

  function newTaskRecord(signal, priority) {
    const r = { priority, group: nextGroup++, changing: false, followers: [] };
    taskSignals.set(signal, r);
    return r;
  }

  // "signal priority change": tasks move, then `prioritychange` fires, synchronously.
  function signalPriorityChange(signal, priority) {
    const r = taskRecord(signal);
    if (r.changing) {
      throw new DOMException("Failed to execute 'setPriority' on 'TaskController': Cannot change priority when a prioritychange event is in progress.", 'NotAllowedError');
    }
    if (r.priority === priority) return;
    r.changing = true;
    const previous = r.priority;
    r.priority = priority;
    binding.schedulerReprioritize(r.group, priority);
    try {
      signal.dispatchEvent(new TaskPriorityChangeEvent('prioritychange', { previousPriority: previous }));
      for (const f of r.followers) signalPriorityChange(f, priority);
    } finally {
      r.changing = false;
    }
  }

  // --------------------------------------------------------------- TaskController
  class TaskController extends global.AbortController {
    constructor(init = undefined) {
      const p = init === null || init === undefined ? undefined : init.priority;
      const priority = p === undefined ? 'user-visible'
        : checkPriority(p, (v) => enumError("Failed to construct 'TaskController'", 'priority', 'TaskControllerInit', v));
      super();
      newTaskRecord(this.signal, priority);
    }
    setPriority(priority) {
      if (arguments.length < 1) {
        throw new TypeError("Failed to execute 'setPriority' on 'TaskController': 1 argument required, but only 0 present.");
      }
      const p = String(priority);
      if (!PRIORITIES.includes(p)) {
        throw new TypeError(`Failed to execute 'setPriority' on 'TaskController': The provided value '${p}' is not a valid enum value of type TaskPriority.`);
      }
      signalPriorityChange(this.signal, p);
    }
  }
  finishInterface(TaskController, 'TaskController');
  // AbortController's constructor makes a TaskController's signal a TaskSignal.
  abort.setSignalPrototype(TaskController, TaskSignal.prototype);

  // ------------------------------------------------------------------- Scheduler
  // The priority a task runs at now: fixed, or its TaskSignal's.
  const currentPriority = (state) => state.priority
    ?? (state.signal !== null && taskSignals.has(state.signal) ? taskSignals.get(state.signal).priority : 'user-visible');

  // "schedule a task": queue `steps` on the host's queue of the state's priority; an
  // abort of the signal removes it (here: it runs as nothing) and rejects.
  function scheduleTask(state, delay, continuation, run, reject, shown) {
    if (!tracking) {
      tracking = true;
      binding.trackAsyncContext();
    }
    let done = false;
    const signal = state.signal;
    const onAbort = () => {
      if (done) return;
      done = true;
      reject(abort.record(signal).reason);
    };
    if (signal !== null) abort.addAlgorithm(signal, onAbort);
    const group = state.priority === null && signal !== null && taskSignals.has(signal)
      ? taskSignals.get(signal).group : 0;
    // Traces name the script's callback (`shown`), or this function for a continuation.
    const task = function yieldContinuation() {
      if (done) return;
      done = true;
      if (signal !== null) abort.removeAlgorithm(signal, onAbort);
      const before = binding.setAsyncContext(state);
      try {
        run();
      } finally {
        binding.setAsyncContext(before);
      }
    };
    if (shown === undefined) Object.defineProperty(task, 'name', { value: 'scheduler.yield continuation' });
    binding.schedulerPost(currentPriority(state), continuation, delay, group, task, shown);
  }

  class Scheduler {
    constructor() { throw illegalConstructor('Scheduler'); }
    postTask(callback, options = undefined) {
      return new Promise((resolve, reject) => {
        const where = "Failed to execute 'postTask' on 'Scheduler'";
        if (arguments.length < 1) {
          throw new TypeError(`${where}: 1 argument required, but only 0 present.`);
        }
        if (typeof callback !== 'function') {
          throw new TypeError(`${where}: parameter 1 is not of type 'Function'.`);
        }
        if (options !== undefined && options !== null && typeof options !== 'object') {
          throw new TypeError(`${where}: The provided value is not of type 'SchedulerPostTaskOptions'.`);
        }
        const o = options ?? {};
        // Dictionary members are read in order: delay, priority, signal.
        const rawDelay = o.delay;
        let delay = 0;
        if (rawDelay !== undefined) {
          delay = Number(rawDelay);
          if (!Number.isFinite(delay)) delay = 0;
          delay = Math.max(0, Math.trunc(delay));
        }
        const rawPriority = o.priority;
        const priority = rawPriority === undefined ? null
          : checkPriority(rawPriority, (v) => enumError(where, 'priority', 'SchedulerPostTaskOptions', v));
        const rawSignal = o.signal;
        let signal = null;
        if (rawSignal !== undefined) {
          if (!isSignal(rawSignal)) {
            throw new TypeError(`${where}: Failed to read the 'signal' property from 'SchedulerPostTaskOptions': Failed to convert value to 'AbortSignal'.`);
          }
          signal = rawSignal;
        }
        if (signal !== null && abort.record(signal).aborted) {
          reject(abort.record(signal).reason);
          return;
        }
        const state = { [kState]: true, priority, signal };
        scheduleTask(state, delay, false, () => {
          try {
            resolve(callback.call(undefined));
          } catch (e) {
            reject(e);
          }
        }, reject, callback);
      });
    }
    yield() {
      return new Promise((resolve, reject) => {
        // Inherit the running task's scheduling state (its signal and priority).
        const current = tracking ? binding.asyncContext() : undefined;
        const inherited = current !== null && typeof current === 'object' && current[kState] === true ? current : null;
        const state = { [kState]: true, priority: inherited ? inherited.priority : null,
          signal: inherited ? inherited.signal : null };
        if (state.signal !== null && abort.record(state.signal).aborted) {
          reject(abort.record(state.signal).reason);
          return;
        }
        scheduleTask(state, 0, true, () => resolve(undefined), reject, undefined);
      });
    }
  }
  finishInterface(Scheduler, 'Scheduler');
  const scheduler = Object.create(Scheduler.prototype);

  return { scheduler, Scheduler, TaskController, TaskSignal, TaskPriorityChangeEvent };
};
