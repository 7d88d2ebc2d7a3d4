'use strict';

// util.parseArgs for evloop's Node host (loaded on first use), written for evloop after the
// behaviour of Node v20.20: the same tokens (option, positional, option-terminator, with
// their indexes), short option groups, `--name=value`, `allowNegative`, defaults, and the
// same validation errors and ERR_PARSE_ARGS_* errors. Checked against real node with
// fixtures/node/util_parse_args.js and hosts/node/js/test/parse_args_test.js.

const { makeError, invalidArgType, invalidArgValue, validateBoolean } = require('./internal/errors.js');

const own = (obj, key) => Object.prototype.hasOwnProperty.call(obj, key);
const getOwn = (obj, key) => (own(obj, key) ? obj[key] : undefined);
const optionGetOwn = (options, name, key) => (own(options, name) ? getOwn(options[name], key) : undefined);

function validateString(value, name) {
  if (typeof value !== 'string') throw invalidArgType(name, 'string', value);
}
function validateArray(value, name) {
  if (!Array.isArray(value)) throw invalidArgType(name, 'Array', value);
}
function validateObject(value, name) {
  if (value === null || Array.isArray(value) || typeof value !== 'object') {
    throw invalidArgType(name, 'Object', value);
  }
}
function validateArrayOf(check) {
  return (value, name) => {
    validateArray(value, name);
    for (let i = 0; i < value.length; i++) check(value[i], `${name}[${i}]`);
  };
}

const invalidOptionValue = (message) => makeError(TypeError, 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE', message);
function unknownOption(rawName, allowPositionals) {
  const hint = allowPositionals
    ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(rawName)}`
    : '';
  return makeError(TypeError, 'ERR_PARSE_ARGS_UNKNOWN_OPTION', `Unknown option '${rawName}'${hint}`);
}
const unexpectedPositional = (value) => makeError(TypeError, 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
  `Unexpected argument '${value}'. This command does not take positional arguments`);

function longNameOf(short, options) {
  for (const name of Object.keys(options)) {
    if (getOwn(options[name], 'short') === short) return name;
  }
  return short;
}
const isShortFlag = (arg) => arg.length === 2 && arg[0] === '-' && arg[1] !== '-';
const isLongFlag = (arg) => arg.length > 2 && arg.startsWith('--') && !arg.includes('=', 3);
const isLongWithValue = (arg) => arg.length > 2 && arg.startsWith('--') && arg.includes('=', 3);
const looksLikeOption = (value) => value != null && value.length > 1 && value[0] === '-';
// `-abc`: a group when its first letter is not a string option (else `-fVALUE`).
const isShortCluster = (arg) => arg.length > 2 && arg[0] === '-' && arg[1] !== '-';
const takesString = (options, name) => optionGetOwn(options, name, 'type') === 'string';

function tokenize(args, options) {
  const tokens = [];
  const rest = args.slice();
  let index = -1;
  let grouped = 0;
  while (rest.length > 0) {
    const arg = rest.shift();
    const next = rest[0];
    if (grouped > 0) grouped--; else index++;
    if (arg === '--') {
      tokens.push({ kind: 'option-terminator', index });
      for (const value of rest) tokens.push({ kind: 'positional', index: ++index, value });
      break;
    }
    if (isShortFlag(arg)) {
      const name = longNameOf(arg[1], options);
      let value;
      let inlineValue;
      if (takesString(options, name) && next != null) { value = rest.shift(); inlineValue = false; }
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
      if (value != null) index++;
      continue;
    }
    if (isShortCluster(arg) && !takesString(options, longNameOf(arg[1], options))) {
      const expanded = [];
      for (let i = 1; i < arg.length; i++) {
        const name = longNameOf(arg[i], options);
        if (!takesString(options, name) || i === arg.length - 1) {
          expanded.push(`-${arg[i]}`);
        } else {
          expanded.push(`-${arg.slice(i)}`);
          break;
        }
      }
      rest.unshift(...expanded);
      grouped = expanded.length;
      continue;
    }
    if (isShortCluster(arg)) {
      const name = longNameOf(arg[1], options);
      tokens.push({ kind: 'option', name, rawName: `-${arg[1]}`, index, value: arg.slice(2), inlineValue: true });
      continue;
    }
    if (isLongFlag(arg)) {
      const name = arg.slice(2);
      let value;
      let inlineValue;
      if (takesString(options, name) && next != null) { value = rest.shift(); inlineValue = false; }
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
      if (value != null) index++;
      continue;
    }
    if (isLongWithValue(arg)) {
      const eq = arg.indexOf('=');
      const name = arg.slice(2, eq);
      tokens.push({ kind: 'option', name, rawName: `--${name}`, index, value: arg.slice(eq + 1), inlineValue: true });
      continue;
    }
    tokens.push({ kind: 'positional', index, value: arg });
  }
  return tokens;
}

function checkUsage(config, token) {
  let name = token.name;
  if (!own(config.options, name)) {
    const negated = config.allowNegative && name.startsWith('no-');
    if (negated) name = name.slice(3);
    if (!negated || !own(config.options, name) || optionGetOwn(config.options, name, 'type') !== 'boolean') {
      throw unknownOption(token.rawName, config.allowPositionals);
    }
  }
  const short = optionGetOwn(config.options, name, 'short');
  const shown = `${short ? `-${short}, ` : ''}--${name}`;
  const type = optionGetOwn(config.options, name, 'type');
  if (type === 'string' && typeof token.value !== 'string') {
    throw invalidOptionValue(`Option '${shown} <value>' argument missing`);
  }
  if (type === 'boolean' && token.value != null) {
    throw invalidOptionValue(`Option '${shown}' does not take an argument`);
  }
}

function checkAmbiguous(token) {
  if (token.inlineValue || !looksLikeOption(token.value)) return;
  const example = token.rawName.startsWith('--')
    ? `'${token.rawName}=-XYZ'`
    : `'--${token.name}=-XYZ' or '${token.rawName}-XYZ'`;
  throw invalidOptionValue(`Option '${token.rawName}' argument is ambiguous.\n` +
    `Did you forget to specify the option argument for '${token.rawName}'?\n` +
    `To specify an option argument starting with a dash use ${example}.`);
}

function store(token, options, values, allowNegative) {
  let name = token.name;
  let value = token.value;
  if (name === '__proto__') return;
  if (allowNegative && name.startsWith('no-') && value === undefined) {
    name = name.slice(3);
    token.name = name;
    value = false;
  }
  const stored = value ?? true;
  if (optionGetOwn(options, name, 'multiple')) {
    if (values[name]) values[name].push(stored); else values[name] = [stored];
  } else {
    values[name] = stored;
  }
}

const parseArgs = (config = {}) => {
  const args = getOwn(config, 'args') ?? process.argv.slice(2);
  const strict = getOwn(config, 'strict') ?? true;
  const allowPositionals = getOwn(config, 'allowPositionals') ?? !strict;
  const returnTokens = getOwn(config, 'tokens') ?? false;
  const allowNegative = getOwn(config, 'allowNegative') ?? false;
  const options = getOwn(config, 'options') ?? { __proto__: null };
  const parseConfig = { args, strict, options, allowPositionals, allowNegative };

  validateArray(args, 'args');
  validateBoolean(strict, 'strict');
  validateBoolean(allowPositionals, 'allowPositionals');
  validateBoolean(returnTokens, 'tokens');
  validateBoolean(allowNegative, 'allowNegative');
  validateObject(options, 'options');
  for (const [name, option] of Object.entries(options)) {
    validateObject(option, `options.${name}`);
    const type = getOwn(option, 'type');
    if (type !== 'string' && type !== 'boolean') {
      throw invalidArgType(`options.${name}.type`, "('string|boolean')", type);
    }
    if (own(option, 'short')) {
      const short = option.short;
      validateString(short, `options.${name}.short`);
      if (short.length !== 1) throw invalidArgValue(`options.${name}.short`, short, 'must be a single character');
    }
    const multiple = getOwn(option, 'multiple');
    if (own(option, 'multiple')) validateBoolean(multiple, `options.${name}.multiple`);
    const dflt = getOwn(option, 'default');
    if (dflt !== undefined) {
      const check = type === 'string' ? validateString : validateBoolean;
      (multiple ? validateArrayOf(check) : check)(dflt, `options.${name}.default`);
    }
  }

  const tokens = tokenize(args, options);
  const result = { values: { __proto__: null }, positionals: [] };
  if (returnTokens) result.tokens = tokens;
  for (const token of tokens) {
    if (token.kind === 'option') {
      if (strict) {
        checkUsage(parseConfig, token);
        checkAmbiguous(token);
      }
      store(token, options, result.values, allowNegative);
    } else if (token.kind === 'positional') {
      if (!allowPositionals) throw unexpectedPositional(token.value);
      result.positionals.push(token.value);
    }
  }
  for (const [name, option] of Object.entries(options)) {
    const dflt = getOwn(option, 'default');
    if (dflt !== undefined && result.values[name] === undefined && name !== '__proto__') {
      result.values[name] = dflt;
    }
  }
  return result;
};

module.exports = { parseArgs };
