'use strict';
// common.skip prints the TAP skip line and exits 0.
const common = require('../common');
common.skip('nothing to see');
