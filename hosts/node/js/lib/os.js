'use strict';

// node:os. What belongs to the machine (uname, the host name, uptime, load, memory,
// CPUs, network interfaces, the user, nice values) comes from the host's os ops
// (hosts/node/src/os.rs); the constants are Linux's on x64, as node 20 has them. The
// environment (HOME, TMPDIR) is the script's `process.env`.

const { binding } = require('./internals.js');
const { ERR_SYSTEM_ERROR, validateInt32 } = require('./internal/node_errors.js');
const { SIGNALS } = require('./internal/signals.js');

// Where node's os.js throws its SystemErrors: [line, source line, the frame the stack
// shows there]. The checked functions' own frames are hidden in node (hideStackFrames).
const kThrowSite = Symbol.for('evloop.throwSite');
const THROWN = '    throw new ERR_SYSTEM_ERROR(ctx);';
const SITES = {
  checked: [68, '      throw new ERR_SYSTEM_ERROR.HideStackFramesError(ctx);', null],
  setPriority: [269, THROWN, 'Object.setPriority'],
  getPriority: [286, THROWN, 'Object.getPriority'],
  userInfo: [311, THROWN, 'Object.userInfo'],
};

// An op's fallible answer, [null, value] or [[code, errno, message]]: the value, or
// node's SystemError naming the libuv call that failed, as thrown at `site`.
function checked(syscall, [err, value], site = SITES.checked) {
  if (err === null) return value;
  const e = new ERR_SYSTEM_ERROR({ errno: err[1], code: err[0], message: err[2], syscall });
  const [line, text, frame] = site;
  if (frame !== null) {
    const stack = e.stack;
    const cut = stack.indexOf('\n') < 0 ? stack.length : stack.indexOf('\n');
    const at = `\n    at ${frame} (node:os:${line}:${text.indexOf('new') + 1})`;
    e.stack = stack.slice(0, cut) + at + stack.slice(cut);
  }
  const caret = `${' '.repeat(text.indexOf('throw'))}^`;
  Object.defineProperty(e, kThrowSite, { value: `node:os:${line}\n${text}\n${caret}\n` });
  throw e;
}

// Node's constants tables: null-prototype objects with read-only entries.
function table(entries) {
  const t = Object.create(null);
  for (const [name, value] of Object.entries(entries)) {
    Object.defineProperty(t, name, { value, enumerable: true });
  }
  return t;
}

const constants = Object.create(null);
Object.defineProperty(constants, 'UV_UDP_REUSEADDR', { value: 4, enumerable: true });
Object.assign(constants, {
  dlopen: table({ RTLD_LAZY: 1, RTLD_NOW: 2, RTLD_GLOBAL: 256, RTLD_LOCAL: 0, RTLD_DEEPBIND: 8 }),
  errno: table({
    E2BIG: 7, EACCES: 13, EADDRINUSE: 98, EADDRNOTAVAIL: 99, EAFNOSUPPORT: 97, EAGAIN: 11,
    EALREADY: 114, EBADF: 9, EBADMSG: 74, EBUSY: 16, ECANCELED: 125, ECHILD: 10,
    ECONNABORTED: 103, ECONNREFUSED: 111, ECONNRESET: 104, EDEADLK: 35, EDESTADDRREQ: 89,
    EDOM: 33, EDQUOT: 122, EEXIST: 17, EFAULT: 14, EFBIG: 27, EHOSTUNREACH: 113, EIDRM: 43,
    EILSEQ: 84, EINPROGRESS: 115, EINTR: 4, EINVAL: 22, EIO: 5, EISCONN: 106, EISDIR: 21,
    ELOOP: 40, EMFILE: 24, EMLINK: 31, EMSGSIZE: 90, EMULTIHOP: 72, ENAMETOOLONG: 36,
    ENETDOWN: 100, ENETRESET: 102, ENETUNREACH: 101, ENFILE: 23, ENOBUFS: 105, ENODATA: 61,
    ENODEV: 19, ENOENT: 2, ENOEXEC: 8, ENOLCK: 37, ENOLINK: 67, ENOMEM: 12, ENOMSG: 42,
    ENOPROTOOPT: 92, ENOSPC: 28, ENOSR: 63, ENOSTR: 60, ENOSYS: 38, ENOTCONN: 107,
    ENOTDIR: 20, ENOTEMPTY: 39, ENOTSOCK: 88, ENOTSUP: 95, ENOTTY: 25, ENXIO: 6,
    EOPNOTSUPP: 95, EOVERFLOW: 75, EPERM: 1, EPIPE: 32, EPROTO: 71, EPROTONOSUPPORT: 93,
    EPROTOTYPE: 91, ERANGE: 34, EROFS: 30, ESPIPE: 29, ESRCH: 3, ESTALE: 116, ETIME: 62,
    ETIMEDOUT: 110, ETXTBSY: 26, EWOULDBLOCK: 11, EXDEV: 18,
  }),
  signals: SIGNALS,
  priority: table({
    PRIORITY_LOW: 19, PRIORITY_BELOW_NORMAL: 10, PRIORITY_NORMAL: 0,
    PRIORITY_ABOVE_NORMAL: -7, PRIORITY_HIGH: -14, PRIORITY_HIGHEST: -20,
  }),
});

// uname is asked once, when the module loads, as node does.
const [osType, osVersion, osRelease, osMachine] = binding.osUname();

// Node's functions come in three kinds: its binding's (no prototype, named as in C++),
// arrow functions (no prototype) and its wrapped checked ones (`wrappedFn`). Methods of
// an object literal have no prototype either, and keep the name given.
const {
  getAvailableParallelism, getFreeMem, getTotalMem,
} = {
  getAvailableParallelism() { return binding.osAvailableParallelism(); },
  getFreeMem() { return binding.osFreeMemory(); },
  getTotalMem() { return binding.osTotalMemory(); },
};
const getOSRelease = () => osRelease;
const getOSType = () => osType;
const getOSVersion = () => osVersion;
const getMachine = () => osMachine;

function named(name, fn) {
  Object.defineProperty(fn, 'name', { value: name });
  return fn;
}

// The effective user's passwd entry: [uid, gid, username, homedir, shell], the names
// as Buffers (buffer.js loaded first, so that they are).
function passwd(syscall, site) {
  require('./buffer.js');
  return checked(syscall, binding.osUserInfo(), site);
}

// HOME first (set but empty counts), then the user's passwd entry: uv_os_homedir.
const getHomeDirectory = named('wrappedFn', function() {
  const home = process.env.HOME;
  if (home !== undefined) return `${home}`;
  return passwd('uv_os_homedir')[3].toString();
});
const getHostname = named('wrappedFn', function() {
  return checked('uv_os_gethostname', binding.osHostname());
});
const getUptime = named('wrappedFn', function() {
  return checked('uv_uptime', binding.osUptime());
});

function loadavg() {
  const [a, b, c] = binding.osLoadavg();
  return [a, b, c];
}

function cpus() {
  // An unreadable /proc/stat gives no CPUs, not an error.
  const data = binding.osCpus() || [];
  const result = [];
  for (let i = 0; i < data.length; i += 7) {
    result.push({
      model: data[i],
      speed: data[i + 1],
      times: {
        user: data[i + 2],
        nice: data[i + 3],
        sys: data[i + 4],
        idle: data[i + 5],
        irq: data[i + 6],
      },
    });
  }
  return result;
}

function arch() {
  return process.arch;
}

function platform() {
  return process.platform;
}

// TMPDIR, TMP, TEMP (the first set and not empty), else /tmp; no trailing slash.
function tmpdir() {
  const env = process.env;
  let path = env.TMPDIR || env.TMP || env.TEMP || '/tmp';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

function endianness() {
  return 'LE';
}

// The mask's length in bits, or null for a mask that is not a run of ones.
function cidr(address, netmask, family) {
  const v6 = family === 'IPv6';
  const groups = netmask.split(v6 ? ':' : '.');
  const width = v6 ? 16 : 8;
  let ones = 0;
  let ended = false;
  for (const group of groups) {
    if (group === '') continue; // the `::` of an IPv6 mask
    const n = parseInt(group, v6 ? 16 : 10);
    if (ended) {
      if (group !== '0') return null;
      continue;
    }
    let bits = 0;
    for (let m = n; m !== 0; m >>>= 1) bits += m & 1;
    ones += bits;
    if (bits !== width) {
      if ((n & 1) !== 0) return null;
      ended = true;
    }
  }
  return `${address}/${ones}`;
}

function networkInterfaces() {
  const data = checked('uv_interface_addresses', binding.osInterfaces());
  const result = {};
  for (let i = 0; i < data.length; i += 7) {
    const [name, address, netmask, family, mac, internal, scopeid] = data.slice(i, i + 7);
    const entry = { address, netmask, family, mac, internal, cidr: cidr(address, netmask, family) };
    if (scopeid !== -1) entry.scopeid = scopeid;
    if (result[name] === undefined) result[name] = [entry];
    else result[name].push(entry);
  }
  return result;
}

function setPriority(pid, priority) {
  if (priority === undefined) {
    priority = pid;
    pid = 0;
  }
  validateInt32(pid, 'pid');
  validateInt32(priority, 'priority', -20, 19);
  checked('uv_os_setpriority', binding.osSetPriority(pid, priority), SITES.setPriority);
}

function getPriority(pid) {
  if (pid === undefined) pid = 0;
  else validateInt32(pid, 'pid');
  return checked('uv_os_getpriority', binding.osGetPriority(pid), SITES.getPriority);
}

// node's ParseEncoding: a known name, any case; anything else means utf8.
function userInfoEncoding(options) {
  if (options === null) return 'utf8';
  const encoding = options.encoding; // a throwing getter throws out of userInfo
  if (typeof encoding !== 'string') return 'utf8';
  const lower = encoding.toLowerCase();
  if (lower === 'buffer') return 'buffer';
  return require('./buffer.js').Buffer.isEncoding(lower) ? lower : 'utf8';
}

function userInfo(options) {
  if (typeof options !== 'object') options = null;
  const encoding = userInfoEncoding(options);
  const [uid, gid, username, homedir, shell] = passwd('uv_os_get_passwd', SITES.userInfo);
  const text = (buf) => (encoding === 'buffer' ? buf : buf.toString(encoding));
  const user = Object.create(null);
  Object.assign(user, { uid, gid, username: text(username), homedir: text(homedir), shell: text(shell) });
  return user;
}

// `${os.hostname}` and +os.freemem call them, as in node.
for (const fn of [getAvailableParallelism, getFreeMem, getHostname, getOSVersion, getOSType,
  getOSRelease, getMachine, getHomeDirectory, getTotalMem, getUptime, arch, platform, tmpdir,
  endianness]) {
  fn[Symbol.toPrimitive] = () => fn();
}

module.exports = {
  arch,
  availableParallelism: getAvailableParallelism,
  cpus,
  endianness,
  freemem: getFreeMem,
  getPriority,
  homedir: getHomeDirectory,
  hostname: getHostname,
  loadavg,
  networkInterfaces,
  platform,
  release: getOSRelease,
  setPriority,
  tmpdir,
  totalmem: getTotalMem,
  type: getOSType,
  userInfo,
  uptime: getUptime,
  version: getOSVersion,
  machine: getMachine,
};

Object.defineProperties(module.exports, {
  constants: { value: constants, enumerable: true },
  EOL: { value: '\n', enumerable: true, configurable: true },
  devNull: { value: '/dev/null', enumerable: true, configurable: true },
});
